import '@mantine/core/styles/Pagination.css';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import {
  clampPage,
  PAGE_SIBLINGS,
  PAGE_SIZES,
  pageAfterSizeChange,
  pageCount,
  pageRange,
  pageWindow,
  showPagination,
} from '../../lib/pagination';
import { useIsMobile } from '../hooks/use-is-mobile';
import { widgets } from '../../lib/i18n/en/widgets';
import { numberFormat } from '../../lib/intl';

registerMessages(widgets);

export interface PaginationBarProps {
  /** Number of rows in the whole list. */
  total: number;
  /** Zero-based, as in the API. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  /** The new size and the zero-based page that keeps the first row seen in view. */
  onPageSizeChange?(pageSize: number, page: number): void;
  pageSizes?: readonly number[];
}

/**
 * The list footer (spec 000 §9): 'Showing 21–40 of 134', page buttons and a page-size select.
 * Hidden unless the total exceeds 10. Shows 3 page buttons — the active page and 1 sibling
 * each side, shifted at the ends — or 1 on mobile, between First/Previous and Next/Last.
 * Mantine's own page list keeps a fixed number of items including ellipses, so its page count
 * varies (4 at the ends, 3 in the middle); the window comes from `pageWindow` instead, drawn
 * with Mantine's Pagination parts.
 */
export function PaginationBar({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
}: PaginationBarProps) {
  const { t, locale } = useI18n();
  const isMobile = useIsMobile();
  const sizeId = useId();
  if (!showPagination(total)) return null;

  const pages = pageCount(total, pageSize);
  const active = clampPage(page, total, pageSize) + 1;
  const siblings = isMobile ? PAGE_SIBLINGS.mobile : PAGE_SIBLINGS.desktop;
  const numbers = numberFormat(locale);
  const { from, to } = pageRange(page, pageSize, total);
  const goTo = (next: number) => onPageChange(next - 1);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t('pagination.range', {
          from: numbers.format(from),
          to: numbers.format(to),
          total: numbers.format(total),
        })}
      </Text>
      <nav aria-label={t('pagination.label')}>
        <Pagination.Root total={pages} value={active} onChange={goTo} size="sm">
          <Group gap={4} wrap="nowrap">
            <Pagination.First aria-label={t('pagination.first')} />
            <Pagination.Previous aria-label={t('pagination.previous')} />
            {pageWindow(active, pages, siblings).map((number) => (
              <Pagination.Control
                key={number}
                active={number === active}
                aria-current={number === active ? 'page' : undefined}
                aria-label={t('pagination.page', { page: numbers.format(number) })}
                onClick={() => goTo(number)}
              >
                {numbers.format(number)}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('pagination.next')} />
            <Pagination.Last aria-label={t('pagination.last')} />
          </Group>
        </Pagination.Root>
      </nav>
      {onPageSizeChange && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" component="label" htmlFor={sizeId}>
            {t('pagination.pageSize')}
          </Text>
          {/* The browser's own list: a phone's picker, and no popover positioned as every list
              page starts (docs/decisions/console-and-first-screen.md, "Page size"). */}
          <NativeSelect
            id={sizeId}
            size="xs"
            w={80}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (!pageSizes.includes(size) || size === pageSize) return;
              onPageSizeChange(size, pageAfterSizeChange(page, pageSize, size));
            }}
          />
        </Group>
      )}
    </Group>
  );
}
