#!/usr/bin/env node
import { clubMain, isClubCommand } from '../dist/club-command.js';
import { main } from '../dist/main.js';

// `bridge-score-server export-club …` (and import-club, delete-club) move a club; anything else starts the server.
const [command] = process.argv.slice(2);
if (isClubCommand(command)) process.exitCode = await clubMain(process.argv.slice(2));
else await main();
