import { api, toResult, type ApiResult } from './client';
import type { components } from '@core/contract/schema';

/** EGP per US dollar and per euro, with their date and source (GET /api/Currency/rates). */
export type CurrencyRates = components['schemas']['CurrencyRates'];

/** The rates for the display-currency choice; a server-rendered page carries them already. */
export function fetchCurrencyRates(): Promise<ApiResult<CurrencyRates>> {
  return toResult(api.GET('/api/Currency/rates'), 'Failed to load exchange rates');
}
