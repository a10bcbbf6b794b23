/** The rankings tables: a pairs event's fields (places with ties, points, percentages), a teams event's standings. */
import type { PairsView, RankedPair, TeamsSetup, TeamsView } from '@bridge-score/desk';
import { useUi } from '../ui';
import { matchName } from './entry';
import { useDesk } from './words';

const round2 = (x: number) => Math.round(x * 100) / 100;

export function pairLabel(p: Pick<RankedPair, 'section' | 'number' | 'direction'>, sections: number): string {
  return `${sections > 1 ? `${p.section} ` : ''}${p.direction ?? ''}${p.number}`;
}

export function PairsRankings(props: { view: PairsView; heading?: 'h2' | 'h1' }) {
  const { f, w } = useUi();
  const d = useDesk();
  const { view } = props;
  const sections = new Set(view.fields.flatMap((x) => x.entries.map((e) => e.section))).size;
  const H = props.heading ?? 'h2';
  return (
    <div class="rankings">
      <H>{d.rankings.heading}</H>
      {view.fields.length === 0 ? <p>{d.rankings.none}</p> : null}
      {view.fields.map((field) => (
        <table key={field.field} class="ranking">
          <caption>{field.field}</caption>
          <thead>
            <tr>
              <th scope="col">{d.rankings.place}</th>
              <th scope="col">{d.rankings.pair}</th>
              <th scope="col">{d.rankings.names}</th>
              <th scope="col" class="num">
                {view.unit === 'imps' ? d.rankings.imps : d.rankings.points}
              </th>
              {view.unit === 'matchpoints' ? (
                <th scope="col" class="num">
                  {d.rankings.percent}
                </th>
              ) : null}
              <th scope="col" class="num">
                {d.rankings.boards}
              </th>
            </tr>
          </thead>
          <tbody>
            {field.entries.map((e) => (
              <tr key={`${e.section}-${e.direction}-${e.number}`}>
                <td>
                  {e.place}
                  {e.tied ? '=' : ''}
                </td>
                <td>{pairLabel(e, sections)}</td>
                <td>
                  {e.names.length === 2 ? w.pair(e.names[0] ?? '', e.names[1] ?? '') : e.names.join(', ')}
                </td>
                <td class="num">{f.number(round2(e.points))}</td>
                {view.unit === 'matchpoints' ? (
                  <td class="num">{e.percentage === null ? '' : f.number(round2(e.percentage))}</td>
                ) : null}
                <td class="num">{e.boards}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

export function TeamsRankings(props: { view: TeamsView; setup: TeamsSetup; heading?: 'h2' | 'h1' }) {
  const { f } = useUi();
  const d = useDesk();
  const { view, setup } = props;
  const H = props.heading ?? 'h2';
  const unit =
    setup.scoring === 'vp' ? d.rankings.vp : setup.scoring === 'imps' ? d.rankings.imps : d.rankings.points;
  return (
    <div class="rankings">
      <H>{d.rankings.heading}</H>
      <table class="ranking">
        <thead>
          <tr>
            <th scope="col">{d.entry.match}</th>
            <th scope="col" class="num">
              {setup.scoring === 'board-a-match' ? d.rankings.points : d.rankings.imps}
            </th>
            {setup.scoring === 'vp' ? (
              <th scope="col" class="num">
                {d.rankings.vp}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {view.matches.map((m, i) => (
            <tr key={m.number}>
              <td>{matchName(setup, i, d.rankings.match, d.rankings.bye)}</td>
              <td class="num">{m.score ? `${f.number(m.score.a)} – ${f.number(m.score.b)}` : ''}</td>
              {setup.scoring === 'vp' ? (
                <td class="num">{m.vp ? `${f.number(m.vp.a)} – ${f.number(m.vp.b)}` : ''}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {view.standings.length === 0 ? (
        <p>{d.rankings.none}</p>
      ) : (
        <table class="ranking standings">
          <thead>
            <tr>
              <th scope="col">{d.rankings.place}</th>
              <th scope="col">{d.rankings.team}</th>
              <th scope="col" class="num">
                {unit}
              </th>
              <th scope="col" class="num">
                {d.rankings.played}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.standings.map((s) => (
              <tr key={s.team}>
                <td>{s.place}</td>
                <td>{s.team}</td>
                <td class="num">{f.number(s.points)}</td>
                <td class="num">{s.played}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
