import { CloseButton, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { GLOBAL_RESTAURANT, type RestaurantChoice } from '../../api/restaurants/restaurant-choice';
import { useI18n, registerMessages } from '../../lib/i18n/i18n';
import { ChevronDownIcon, GlobeIcon, StoreIcon } from '../../ui/theme/icons';
import { Pending } from '../../ui/feedback/pending';
import { shell } from '../../lib/i18n/en/shell';

registerMessages(shell);

const loadList = () => import('./restaurant-list');
const RestaurantList = lazy(loadList);

/**
 * The header's restaurant selector (spec 000 §2): 'Global' when the value is 'select', else the
 * restaurant number, with the label in a tooltip; a clear icon goes back to Global. The list
 * (restaurant-list.tsx) loads on first use, so the first page carries none of its code. A USER,
 * bound to one restaurant, sees a fixed chip: the current restaurant is always on screen, also
 * on a phone, so nobody acts on the wrong site.
 */
export function RestaurantSelector({
  choice,
  onChoose,
}: {
  choice: RestaurantChoice;
  onChoose(uuid: string): void;
}) {
  const { t } = useI18n();
  const [listWanted, setListWanted] = useState(false);
  const current = choice.options.find((option) => option.value === choice.current);
  const label = current ? current.label : t('shell.global');
  const chipProps = {
    short: current ? current.number : t('shell.global'),
    isGlobal: !current,
    'aria-label': t('shell.currentRestaurant', { label }),
    'data-tip': label,
  };

  if (choice.fixed) {
    if (!current) return null;
    return (
      <span
        className="kc-header-chip"
        role="note"
        tabIndex={0}
        aria-label={chipProps['aria-label']}
        data-tip={label}
      >
        <StoreIcon width={16} height={16} />
        <span>{chipProps.short}</span>
      </span>
    );
  }
  if (choice.isError) {
    // The pick-list failed: say so where the choice would be, rather than hide it.
    return (
      <span
        className="kc-header-chip"
        role="note"
        tabIndex={0}
        data-unavailable
        aria-label={t('shell.restaurantsFailed')}
        data-tip={t('shell.restaurantsFailed')}
      >
        <StoreIcon width={16} height={16} />
        <span aria-hidden="true">?</span>
      </span>
    );
  }
  if (choice.options.length === 0) return null;

  return (
    <Group gap={2} wrap="nowrap">
      {listWanted ? (
        <Suspense
          fallback={
            <Pending>
              <RestaurantChip {...chipProps} aria-expanded />
            </Pending>
          }
        >
          <RestaurantList
            options={choice.options}
            current={choice.current}
            onChoose={onChoose}
            chip={(props) => <RestaurantChip {...chipProps} {...props} />}
          />
        </Suspense>
      ) : (
        <RestaurantChip
          {...chipProps}
          aria-expanded={false}
          onPointerEnter={() => void loadList()}
          onFocus={() => void loadList()}
          onClick={() => setListWanted(true)}
        />
      )}
      {current && (
        <CloseButton
          size="sm"
          aria-label={t('shell.clearRestaurant')}
          onClick={() => onChoose(GLOBAL_RESTAURANT)}
        />
      )}
    </Group>
  );
}

export type RestaurantChipProps = ComponentPropsWithRef<'button'> & {
  short: string;
  isGlobal: boolean;
  'data-tip'?: string;
};

/** The selector's button: the static first-paint control and the list's target alike. */
function RestaurantChip({ short, isGlobal, className, ...props }: RestaurantChipProps) {
  // The list's target passes its own class names; ours must survive them.
  return (
    <UnstyledButton
      aria-haspopup="listbox"
      data-global={isGlobal || undefined}
      {...props}
      className={className ? `kc-header-chip ${className}` : 'kc-header-chip'}
    >
      {isGlobal ? <GlobeIcon width={16} height={16} /> : <StoreIcon width={16} height={16} />}
      <span>{short}</span>
      <ChevronDownIcon />
    </UnstyledButton>
  );
}
