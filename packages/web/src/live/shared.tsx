/**
 * What the live pages share: their words, the outbox of this device, a QR
 * code as an image address, a live stream of rankings (EventSource), and a
 * result written with its suit symbols.
 */
import { type LiveWords, liveWords } from '@bridge-score/i18n';
import { useEffect, useState } from 'preact/hooks';
import { renderSVG } from 'uqr';
import { useUi } from '../ui';
import { type RankingUpdate, sendResult } from './api';
import { Outbox } from './outbox';

export function useLive(): LiveWords {
  return liveWords(useUi().lang);
}

/** This device's outbox of table results (localStorage), shared by every page. */
export const liveOutbox = new Outbox({
  storage: {
    getItem: (k) => localStorage.getItem(k),
    setItem: (k, v) => localStorage.setItem(k, v),
  },
  send: sendResult,
});

/** A QR code of `text` as an SVG image address (`data:`, which the page's CSP allows for images). */
export function qrDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type StreamState = 'connecting' | 'open' | 'reconnecting';

/**
 * Listens to a live stream of rankings while the view is shown: `onUpdate` gets each `update`.
 * EventSource reconnects by itself after a drop; the state says whether it is connected.
 */
export function useRankingStream(url: string | null, onUpdate: (u: RankingUpdate) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    source.onopen = () => setState('open');
    source.onerror = () => setState('reconnecting');
    const listener = (e: MessageEvent<string>) => {
      try {
        onUpdate(JSON.parse(e.data) as RankingUpdate);
      } catch {
        // A message that does not read is skipped; the next one carries the whole ranking again.
      }
    };
    source.addEventListener('update', listener as EventListener);
    return () => {
      source.removeEventListener('update', listener as EventListener);
      source.close();
    };
  }, [url]);
  return state;
}

const SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A contract as written on the wire (`4SX`, `3NT`, `PASS`) with its suit symbol, and its strain's name for screen readers. */
export function ContractWords(props: { contract: string }) {
  const { w } = useUi();
  const t = useLive();
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/i.exec(props.contract.trim());
  if (!m)
    return (
      <span class="contract">{props.contract.toUpperCase() === 'PASS' ? t.entry.pass : props.contract}</span>
    );
  const strain = (m[2] ?? '').toUpperCase() as 'C' | 'D' | 'H' | 'S' | 'NT';
  return (
    <span class="contract">
      {m[1]}
      {strain === 'NT' ? (
        w.notrumpShort
      ) : (
        <span class={`suit suit-${strain}`}>
          <span aria-hidden="true">{SYMBOL[strain]}</span>
          <span class="sr-only">{w.strains[strain]}</span>
        </span>
      )}
      {(m[3] ?? '').toUpperCase()}
    </span>
  );
}

/** A card (`SQ`, `HT`, `D10`) with its suit symbol: ♠Q, ♥10. */
export function CardWords(props: { card: string }) {
  const { w } = useUi();
  const m = /^([CDHS])(10|[2-9TJQKA])$/i.exec(props.card.trim());
  if (!m) return <span>{props.card}</span>;
  const suit = (m[1] ?? '').toUpperCase() as 'C' | 'D' | 'H' | 'S';
  const rank = (m[2] ?? '').toUpperCase();
  return (
    <span class="card">
      <span class={`suit suit-${suit}`}>
        <span aria-hidden="true">{SYMBOL[suit]}</span>
        <span class="sr-only">{w.strains[suit]} </span>
      </span>
      {rank === 'T' ? '10' : rank}
    </span>
  );
}
