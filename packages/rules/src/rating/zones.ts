import type { Lane, RateCard } from './types';

/** Zones from CSV files and locality data differ in case and stray spaces; 'v1 ' is 'V1'. */
export function normaliseZone(zone: string): string {
  return zone.trim().toUpperCase();
}

export interface LaneMatch {
  lane: Lane;
  /** True when a reciprocal lane written the other way round prices this direction. */
  reversed: boolean;
}

interface LaneIndex {
  direct: Map<string, Lane>;
  reversed: Map<string, Lane>;
}

const key = (from: string, to: string): string => `${from}\u0000${to}`;

// Rate cards are read-only data shared by many quotes; index each lanes array once.
const indexes = new WeakMap<readonly Lane[], LaneIndex>();

function indexLanes(lanes: readonly Lane[]): LaneIndex {
  let index = indexes.get(lanes);
  if (index) return index;
  index = { direct: new Map(), reversed: new Map() };
  for (const lane of lanes) {
    const from = normaliseZone(lane.fromZone);
    const to = normaliseZone(lane.toZone);
    // the first row listed wins over later duplicates
    if (!index.direct.has(key(from, to))) index.direct.set(key(from, to), lane);
    if (lane.reciprocal && !index.reversed.has(key(to, from))) index.reversed.set(key(to, from), lane);
  }
  indexes.set(lanes, index);
  return index;
}

/**
 * The lane pricing sender zone -> receiver zone: a lane written in that direction, else a reciprocal
 * lane written the other way. Null when the card has neither (the service cannot price the lane).
 */
export function findLane(card: RateCard, senderZone: string, receiverZone: string): LaneMatch | null {
  const index = indexLanes(card.lanes);
  const wanted = key(normaliseZone(senderZone), normaliseZone(receiverZone));
  const direct = index.direct.get(wanted);
  if (direct) return { lane: direct, reversed: false };
  const reversed = index.reversed.get(wanted);
  return reversed ? { lane: reversed, reversed: true } : null;
}
