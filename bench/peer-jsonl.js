// What a user of bridge-scorer writes to do what `bridge-score deal --jsonl` does, for the
// benchmark beside it (bench/run.js): JSON lines in ({"contract":"4SX","by":"N","tricks":9,
// "board":7}), one {"ns":…,"ew":…} line out for each. bridge-scorer has no contract notation
// and no board vulnerability, so those are the few lines below (Law 2 for the board).
import { require } from './lib.js';

const { contractTricks } = require('bridge-scorer');

const CONTRACT = /^([1-7])(C|D|H|S|NT)(X{0,2})$/;
const BOARD_VULNERABILITY = ['None', 'NS', 'EW', 'Both'];

function line(text) {
  const deal = JSON.parse(text);
  const m = CONTRACT.exec(deal.contract);
  if (!m) return `{"error":"contract"}\n`;
  const contract = { level: Number(m[1]), denomination: m[2], risk: m[3] };
  const i = (deal.board - 1) % 16;
  const vulnerability = BOARD_VULNERABILITY[(i + Math.floor(i / 4)) % 4];
  const ns = deal.by === 'N' || deal.by === 'S';
  const vulnerable = vulnerability === 'Both' || vulnerability === (ns ? 'NS' : 'EW');
  const points = contractTricks(contract, vulnerable, deal.tricks);
  const score = ns ? points : -points;
  return `{"ns":${score},"ew":${-score}}\n`;
}

let carry = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) {
  const lines = (carry + chunk).split('\n');
  carry = lines.pop();
  let out = '';
  for (const text of lines) if (text.trim() !== '') out += line(text);
  if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}
if (carry.trim() !== '') process.stdout.write(line(carry));
if (process.env.BRIDGE_SCORE_REPORT_RSS)
  process.stderr.write(`max-rss-kib ${process.resourceUsage().maxRSS}\n`);
