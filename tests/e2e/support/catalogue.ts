/**
 * The message catalogue as the e2e suite reads it: every English text (all parts, lazy ones
 * included) and the Spanish one, to find English on a page shown in Spanish.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Message, MessageKey } from '../../../src/lib/i18n/messages-en.ts';
import { es } from '../../../src/lib/i18n/messages-es.ts';
import { ROOT } from './server.ts';

const EN_DIR = join(ROOT, 'src/lib/i18n/en');

async function englishCatalogue(): Promise<Record<string, Message>> {
  const all: Record<string, Message> = {};
  for (const file of readdirSync(EN_DIR).filter((name) => name.endsWith('.ts'))) {
    const part = (await import(join(EN_DIR, file))) as Record<string, Record<string, Message>>;
    for (const messages of Object.values(part)) Object.assign(all, messages);
  }
  return all;
}

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter(Boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as it can appear on screen: `{name}` stands for any value. */
const pattern = (text: string) =>
  `^${text
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('.+')}$`;

export interface EnglishMatcher {
  /** The English texts among `texts` that have a different Spanish one, with their keys. */
  find(texts: string[]): string[];
}

/**
 * Texts whose Spanish differs from their English; a text that is also Spanish (a name, a
 * number, 'Global') can never count as English. Texts shorter than 3 letters are left out.
 */
export async function englishMatcher(): Promise<EnglishMatcher> {
  const en = await englishCatalogue();
  const spanish = new Set(Object.values(es).flatMap(forms));
  const checks: Array<{ key: string; regex: RegExp }> = [];
  for (const [key, message] of Object.entries(en)) {
    const translation = es[key as MessageKey] as Message | undefined;
    if (translation === undefined) continue; // no Spanish yet: English is the fallback
    for (const text of forms(message)) {
      if (spanish.has(text) || text.replace(/\{\w+\}/g, '').replace(/\W/g, '').length < 3) continue;
      checks.push({ key, regex: new RegExp(pattern(text)) });
    }
  }
  return {
    find: (texts) =>
      texts.flatMap((text) => {
        const hit = checks.find((check) => check.regex.test(text));
        return hit && !spanish.has(text) ? [`"${text}" (${hit.key})`] : [];
      }),
  };
}

/**
 * What a person sees or hears on the page: each element's own text, trimmed, and the labels
 * assistive technology reads (aria-label, placeholder, title, alt). Hidden elements are left out.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const shown = (element: Element) =>
      element.checkVisibility?.({ checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // `translate="no"`: what users typed (a dictionary's names), not the console's text.
      const skipped = '[aria-hidden="true"], [translate="no"], script, style';
      if (text && parent && !parent.closest(skipped) && shown(parent)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (element.closest('[aria-hidden="true"]') || !shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}
