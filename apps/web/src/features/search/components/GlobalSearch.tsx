import { Badge, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import {
  CONSIGNMENT_MAX_SITE_IDS,
  CONSIGNMENT_SEARCH_MAX_LENGTH,
  GLOBAL_SEARCH_DEBOUNCE_MS,
  GLOBAL_SEARCH_MIN_LENGTH,
  quoteMessages,
  searchMessages,
  type MovementType,
} from '@freight/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, UIEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/lib/api-error';
import { formatDay } from '../../../shared/lib/display-format';
import { recordAction } from '../../../shared/lib/telemetry';
import { HighlightedText } from '../../../shared/ui/HighlightedText';
import { IconAlertTriangle, IconSearch } from '../../../shared/ui/icons/icons';
import { tooManySitesToSearch, useConsignmentsById, useGlobalSearch } from '../api/search-consignments';
import {
  readRecentlyViewed,
  settleRecentlyViewed,
  storeSettled,
  type RecentlyViewedItem,
} from '../lib/recently-viewed';
import { refusedSearchMessage } from '../lib/refused-search';
import { resultView, type ResultView } from '../lib/result-view';
import { GLOBAL_SEARCH_INPUT_ID } from '../lib/search-input-id';
import classes from './GlobalSearch.module.css';

export interface GlobalSearchProps {
  userId: string;
  /** The sites searched: those of the current organisation the user holds (at most 100 are sent). */
  siteIds: readonly string[];
  /** Every site the user holds: a recently viewed entry of any other is dropped. */
  heldSiteIds: ReadonlySet<string>;
  /** Where a consignment opens. */
  linkTo: (consignment: { id: string; siteId: string }) => string;
  /** What was typed, and whether the box had the focus, before the search loaded (the header shows a stand-in). */
  initialText?: string;
  autoFocus?: boolean;
}

export { GLOBAL_SEARCH_INPUT_ID };

const typeMarks: Record<MovementType, { label: string; glyph: string }> = {
  outbound: { label: 'Outbound', glyph: '↗' },
  inbound: { label: 'Inbound', glyph: '↙' },
  transfer: { label: 'Anywhere to anywhere', glyph: '⇄' },
};

function TypeMark({ type }: { type: MovementType }) {
  const mark = typeMarks[type];
  return (
    <Tooltip label={mark.label}>
      <span className={classes.typeMark} role="img" aria-label={mark.label}>
        {mark.glyph}
      </span>
    </Tooltip>
  );
}

function ResultRow({ result }: { result: ResultView }) {
  return (
    <Stack gap={2}>
      {/* the badges go to a second line rather than be cut short (U07, U09) */}
      <Group gap={6} style={{ rowGap: 2 }}>
        <TypeMark type={result.type} />
        <Text fw={600} size="sm">
          <HighlightedText text={result.consignmentNo} highlighted={result.consignmentNo} />
        </Text>
        <Badge size="xs" variant="light">
          {result.status}
        </Badge>
        {result.dangerousGoods ? (
          <Badge size="xs" color="orange" leftSection={<IconAlertTriangle size={10} />}>
            Dangerous goods
          </Badge>
        ) : null}
      </Group>
      <Text size="xs">
        <HighlightedText text={result.sender} highlighted={result.sender} /> →{' '}
        <HighlightedText text={result.receiver} highlighted={result.receiver} />
      </Text>
      <Text size="xs" c="dimmed">
        {result.site} · {formatDay(result.dispatchDate)} · {result.carrier}
      </Text>
      {result.references ? (
        <Text size="xs" c="dimmed">
          References: <HighlightedText text={result.references} highlighted={result.references} />
        </Text>
      ) : null}
      {result.previousConsignmentNumbers ? (
        <Text size="xs" c="dimmed">
          Previous number:{' '}
          <HighlightedText
            text={result.previousConsignmentNumbers}
            highlighted={result.previousConsignmentNumbers}
          />
        </Text>
      ) : null}
    </Stack>
  );
}

function RecentRow({ item }: { item: RecentlyViewedItem }) {
  const { entry } = item;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <TypeMark type={entry.type} />
        <Text fw={600} size="sm">
          {entry.consignmentNo}
        </Text>
        {item.state === 'loading' ? <Loader size={12} aria-label="Loading" /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDay(entry.dispatchDate)} · {entry.carrier.name}
        {entry.references.length > 0 ? ` · ${entry.references.join(', ')}` : ''}
      </Text>
      {item.state === 'failed' ? (
        <Text size="xs" c="orange">
          {searchMessages.outOfDate}
        </Text>
      ) : null}
    </Stack>
  );
}

interface Option {
  key: string;
  href: string;
  content: ReactNode;
}

/**
 * Document 3 (2, 4, 5, 8, 9), U01-U26: the header's consignment search. Under 3 characters it only hints; from 3 it
 * searches 250 ms after typing stops, 30 a page with more on scroll. Before typing it lists the recently viewed
 * consignments, read again each time it opens. Arrows move, Enter opens, Escape closes.
 */
export function GlobalSearch({
  userId,
  siteIds,
  heldSiteIds,
  linkTo,
  initialText = '',
  autoFocus = false,
}: GlobalSearchProps) {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, GLOBAL_SEARCH_DEBOUNCE_MS);
  const searching =
    debounced.length >= GLOBAL_SEARCH_MIN_LENGTH && trimmed.length >= GLOBAL_SEARCH_MIN_LENGTH;
  const search = useGlobalSearch(siteIds, debounced, opened && searching);
  useEffect(() => {
    if (opened && searching) recordAction('searchUsed');
  }, [opened, searching, debounced]);

  const [recent, setRecent] = useState(() => readRecentlyViewed(userId));
  const recentIds = recent.map((entry) => entry.id);
  const recentSites = [...new Set(recent.map((entry) => entry.site.id))].filter((id) => heldSiteIds.has(id));
  const showRecent = opened && trimmed.length === 0;
  const refetched = useConsignmentsById(recentIds, recentSites, showRecent);
  const recentItems = useMemo(
    () =>
      settleRecentlyViewed(
        recent,
        heldSiteIds,
        refetched.isError
          ? { status: 'error' }
          : refetched.data && !refetched.isFetching
            ? { status: 'success', data: refetched.data.data }
            : { status: 'pending' },
      ),
    [recent, heldSiteIds, refetched.isError, refetched.data, refetched.isFetching],
  );
  useEffect(() => {
    if (refetched.data && !refetched.isFetching) storeSettled(userId, recentItems);
  }, [userId, recentItems, refetched.data, refetched.isFetching]);

  // U21: each opening reads the list again, from storage (another tab may have added one) and, as the stale
  // query is enabled again, from the server
  const open = () => {
    if (!opened) setRecent(readRecentlyViewed(userId));
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setActive(-1);
  };

  const results = useMemo(
    () => (search.data?.pages ?? []).flatMap((page) => page.data).map((row) => resultView(row, debounced)),
    [search.data, debounced],
  );
  const firstPage = search.data?.pages[0];

  const options: Option[] = showRecent
    ? recentItems.map((item) => ({
        key: item.entry.id,
        href: linkTo({ id: item.entry.id, siteId: item.entry.site.id }),
        content: <RecentRow item={item} />,
      }))
    : searching
      ? results.map((result) => ({
          key: result.id,
          href: linkTo({ id: result.id, siteId: result.siteId }),
          content: <ResultRow result={result} />,
        }))
      : [];

  useEffect(() => setActive(-1), [debounced, showRecent]);

  const go = (href: string) => {
    close();
    setText('');
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
      return;
    }
    if (event.key === 'Enter') {
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen.href);
      }
    }
  };

  // scrolled near the end: the next 30
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (
      list.scrollTop + list.clientHeight >= list.scrollHeight - 48 &&
      search.hasNextPage &&
      !search.isFetchingNextPage
    )
      void search.fetchNextPage();
  };

  // the active option stays in view as the arrows move
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  // `/` outside a text field focuses the search, as on many sites
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  let status: ReactNode = null;
  if (showRecent) {
    status = (
      <>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {searchMessages.recentlyViewed}
        </Text>
        {refetched.isError ? (
          <Text size="xs" c="red" role="alert">
            {searchMessages.recentlyViewedFailed}
          </Text>
        ) : null}
        {recentItems.length === 0 && !refetched.isError ? (
          <Text size="xs" c="dimmed">
            No consignments viewed yet
          </Text>
        ) : null}
      </>
    );
  } else if (!searching) {
    status = (
      <Text size="sm" c="dimmed">
        {searchMessages.minimumCharacters}
      </Text>
    );
  } else if (tooManySitesToSearch(siteIds)) {
    // M59, document 2 (5): more sites than one search takes
    status = (
      <Text size="sm" c="red" role="alert">
        {`${quoteMessages.tooManySites(CONSIGNMENT_MAX_SITE_IDS)} ${quoteMessages.modifySelection}`}
      </Text>
    );
  } else if (search.isError) {
    // a refused search (422) is not an outage: say what is wrong with it
    status = (
      <Text size="sm" c="red" role="alert">
        {isApiError(search.error, 'validation')
          ? refusedSearchMessage(search.error)
          : searchMessages.unavailable}
      </Text>
    );
  } else if (!firstPage) {
    status = <Loader size="sm" aria-label="Searching" />;
  } else {
    const total = firstPage.meta.totalItems;
    status = (
      <Text size="xs" c="dimmed" aria-live="polite">
        {`${total}${firstPage.meta.totalItemsCapped ? '+' : ''} ${total === 1 ? 'consignment' : 'consignments'} found`}
      </Text>
    );
  }

  // closing when focus or a click goes outside the search
  const rootRef = useClickOutside(() => close());

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <TextInput
        ref={inputRef}
        id={GLOBAL_SEARCH_INPUT_ID}
        className={classes.input}
        aria-label="Search consignments"
        placeholder={searchMessages.placeholder}
        leftSection={<IconSearch size={16} />}
        value={text}
        maxLength={CONSIGNMENT_SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        role="combobox"
        aria-expanded={opened}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onFocus={open}
        onClick={open}
        onChange={(event) => {
          setText(event.currentTarget.value);
          open();
        }}
        onKeyDown={onKeyDown}
      />
      {opened ? (
        <Paper className={classes.dropdown} shadow="md" withBorder p="xs">
          <Stack gap={6}>
            {status}
            {/* a scrolling list reachable by keyboard too, not only through the search box's arrows */}
            <div
              className={classes.list}
              onScroll={onScroll}
              data-testid="global-search-list"
              role="region"
              aria-label="Search results"
              tabIndex={0}
            >
              <ul id={listId} role="listbox" aria-label="Consignments" className={classes.options}>
                {options.map((option, index) => (
                  <li
                    key={option.key}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={classes.option}
                    data-active={index === active || undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.href)}
                  >
                    {option.content}
                  </li>
                ))}
              </ul>
              {search.isFetchingNextPage ? <Loader size="xs" aria-label="Loading more" /> : null}
            </div>
          </Stack>
        </Paper>
      ) : null}
    </div>
  );
}
