import type { Page, Request, Route } from '@playwright/test';
import type { RequestMatch } from './model';

/**
 * The network as a model-driven test sees it: each actor's request waits (like a slow server) until the
 * path releases it, so the busy state before the answer can be read from the screen, and the answer
 * arrives when the path says. Releasing lets the real server answer (`continue`) or fails the request as
 * a dropped connection does (`abort`). Nothing is ever answered with made-up data.
 */
export class Network {
  private readonly waiting = new Map<string, Route[]>();
  private readonly wakeUps = new Set<() => void>();

  constructor(private readonly page: Page) {}

  /** Holds every request of `name` from now on. */
  async hold(name: string, match: RequestMatch): Promise<void> {
    await this.page.route(match.url, async (route) => {
      if (route.request().method() !== match.method) {
        await route.fallback();
        return;
      }
      this.queue(name).push(route);
      for (const wake of [...this.wakeUps]) wake();
    });
  }

  /** Lets the oldest held request of `name` go on, once the page has sent it. */
  async release(name: string, how: 'continue' | 'abort', timeoutMs = 30_000): Promise<void> {
    const route = await this.first(name, timeoutMs);
    this.queue(name).shift();
    if (how === 'abort') await route.abort('internetdisconnected');
    else await route.continue();
  }

  /** The oldest held request of `name`, once the page has sent it (to read what it carries). */
  async held(name: string, timeoutMs = 30_000): Promise<Request> {
    return (await this.first(name, timeoutMs)).request();
  }

  /** Lets every request go from now on (the end of a test), without waiting for the page. */
  async openUp(): Promise<void> {
    await this.page.unrouteAll({ behavior: 'ignoreErrors' });
    const held = [...this.waiting.values()].flat();
    this.waiting.clear();
    await Promise.all(held.map((route) => route.abort('aborted').catch(() => undefined)));
  }

  private queue(name: string): Route[] {
    let queue = this.waiting.get(name);
    if (!queue) this.waiting.set(name, (queue = []));
    return queue;
  }

  private first(name: string, timeoutMs: number): Promise<Route> {
    const waiting = this.queue(name)[0];
    if (waiting) return Promise.resolve(waiting);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const route = this.queue(name)[0];
        if (!route) return;
        this.wakeUps.delete(wake);
        clearTimeout(timer);
        resolve(route);
      };
      const timer = setTimeout(() => {
        this.wakeUps.delete(wake);
        reject(new Error(`the page sent no ${name} request within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.wakeUps.add(wake);
    });
  }
}
