import type { Translate } from './i18n/i18n';

/**
 * A product as the kitchen's lists name it: a chicken product's label is its name (the
 * provider's, as the dashboards show it); a potato product's code is translated.
 */
export function productLabel(material: string, t: Translate): string {
  return material === 'FRIES' || material === 'HASHBROWNS'
    ? t(`kitchen.potatoProduct.${material}`)
    : material;
}
