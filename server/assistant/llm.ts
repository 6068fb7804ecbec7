/**
 * Optional phrasing by an OpenAI-compatible chat-completions endpoint (ASSISTANT_LLM_URL and
 * ASSISTANT_LLM_MODEL). The model only rewords: it gets the facts our retrieval found and the embedded
 * reply, and the system prompt forbids anything else. Any failure (network, status, timeout, an answer
 * that is not the expected JSON, empty, too long or in the wrong script) is a result, not a throw: the
 * caller keeps the embedded reply. Suggestions never come from the model.
 */
import type { Language } from '../catalogue';
import { writtenLanguage } from '@core/text/script';
import { formatEgp } from '../platform';

export interface LlmSettings {
  url: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

/** The model's answer is awaited at most this long (default 4 s), then the embedded reply is used. */
export const LLM_TIMEOUT_MS = 4000;
/** A phrased reply longer than this is not a short chat answer: the embedded one is kept. */
const MAX_REPLY_CHARS = 1500;

export type Phrased = { ok: true; text: string } | { ok: false; reason: 'timeout' | 'network' | 'status' | 'invalid' };

export function systemPrompt(l: Language): string {
  return [
    "You are Rihla's travel assistant for Egypt. Rewrite the DRAFT reply for the traveller in a short, friendly, natural way.",
    'Use ONLY the facts in FACTS and DRAFT. Never add a price, date, time, place, tour, event, rule or link that is not there; never guess.',
    'If the facts say nothing was found, say so and mention what you can help with, as the draft does.',
    `Every tour price is in Egyptian pounds: write amounts exactly as the DRAFT writes them (for example "${formatEgp(1700, 'en')}" or "${formatEgp(1700, 'ar')}"), never with a dollar or euro sign.`,
    'Keep tour and event names exactly as given. At most 120 words, plain text, no markdown.',
    l === 'ar' ? 'Answer in Arabic only.' : 'Answer in English only.',
  ].join('\n');
}

/** The reply is in the traveller's script: mostly Arabic letters for Arabic, mostly Latin for English. */
function inLanguage(text: string, l: Language): boolean {
  return writtenLanguage(text) === l;
}

function contentOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const message = (choices[0] as { message?: unknown } | null)?.message;
  const content = typeof message === 'object' && message !== null ? (message as { content?: unknown }).content : undefined;
  return typeof content === 'string' ? content : null;
}

export async function phrase(
  settings: LlmSettings,
  request: { language: Language; question: string; facts: unknown; draft: string },
  fetchImpl: typeof fetch,
): Promise<Phrased> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs ?? LLM_TIMEOUT_MS);
  try {
    const response = await fetchImpl(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: systemPrompt(request.language) },
          {
            role: 'user',
            content: `QUESTION: ${request.question}\n\nFACTS: ${JSON.stringify(request.facts)}\n\nDRAFT: ${request.draft}`,
          },
        ],
      }),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: 'status' };
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'invalid' };
    }
    const text = contentOf(body)?.trim() ?? '';
    if (text === '' || text.length > MAX_REPLY_CHARS || !inLanguage(text, request.language)) return { ok: false, reason: 'invalid' };
    return { ok: true, text };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
