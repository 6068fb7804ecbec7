import { describe, expect, it } from 'vitest';
import type { RenderModule } from '../server/site/render';
import * as entryServer from '../src/ui/app/ssr/entry-server';

describe('the server render bundle and the server that loads it', () => {
  it('agree on what the bundle exports (the server loads the built bundle, never the source)', () => {
    // A type check as much as a test: tsc fails here when the two drift apart.
    const loaded: RenderModule = entryServer;
    expect(typeof loaded.render).toBe('function');
    expect(typeof loaded.headTags).toBe('function');
    expect(loaded.scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
