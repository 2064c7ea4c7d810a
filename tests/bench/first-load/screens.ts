/**
 * The scripts of every screen as figures: /login and the signed-in home in all, each other
 * screen beyond the one it starts from (decision 019). With `listFiles`, each figure is
 * followed by its scripts and their gzip sizes, largest first.
 */
import type { Browser } from 'playwright-core';
import type { TestAccount } from '../../e2e/support/accounts';
import { clientRoutes } from './client-routes';
import type { Figure } from './figures';
import { GOALS, kib } from './goals';
import { beyond, measuringContext, scriptsOf, total, type Scripts } from './script-sizes';

function filesOf(scripts: Scripts): Figure[] {
  return [...scripts]
    .sort(([, a], [, b]) => b - a)
    .map(([script, size]) => ({ name: `      ${script}`, value: kib(size) }));
}

export async function scriptFigures(
  browser: Browser,
  baseUrl: string,
  account: TestAccount,
  listFiles: boolean,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const signedOut = await measuringContext(browser, baseUrl);
  const signedIn = await measuringContext(browser, baseUrl, account);
  try {
    const login = await scriptsOf(signedOut, baseUrl, '/login');
    const home = await scriptsOf(signedIn, baseUrl, '/');
    figures.push({
      name: `JS to show /login (${login.scripts.size} files)`,
      value: kib(total(login.scripts)),
      goal: `≤ ${kib(GOALS.loginScripts)}`,
      reached: total(login.scripts) <= GOALS.loginScripts,
    });
    if (listFiles) figures.push(...filesOf(login.scripts));
    figures.push({
      name: `JS to show the signed-in home (${home.scripts.size} files)`,
      value: kib(total(home.scripts)),
      goal: `≤ ${kib(GOALS.homeScripts)}`,
      reached: total(home.scripts) <= GOALS.homeScripts,
    });
    if (listFiles) figures.push(...filesOf(home.scripts));
    for (const route of clientRoutes()) {
      if (route.pattern === '/login' || route.pattern === '/') continue;
      const base = route.signedIn ? home : login;
      const screen = await scriptsOf(route.signedIn ? signedIn : signedOut, baseUrl, route.path);
      const own = beyond(screen.scripts, base.scripts);
      figures.push({
        name: `  ${route.pattern}: beyond ${route.signedIn ? 'the home' : '/login'}${screen.shown ? '' : ' (no heading shown)'}`,
        value: kib(total(own)),
        goal: `≤ ${kib(GOALS.ownScripts)}`,
        reached: total(own) <= GOALS.ownScripts,
      });
      if (listFiles) figures.push(...filesOf(own));
    }
  } finally {
    await signedOut.close();
    await signedIn.close();
  }
  return figures;
}
