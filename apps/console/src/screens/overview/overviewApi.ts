import { apiRequest } from '../../api/apiClient';

export interface MoneyTotal {
  currency: string;
  /** Minor units. */
  amount: number;
}

/** GET /api/v1/overview (brief section B): this UTC day's and month's payments. */
export interface Overview {
  paidToday: MoneyTotal[];
  paidThisMonth: MoneyTotal[];
  /** This month: links opened by a shopper, and of those, paid. */
  funnel: { opened: number; paid: number };
  methodMix: { paymentMethod: string; count: number }[];
  refusalReasons: { reason: string; count: number }[];
}

export const fetchOverview = () => apiRequest<Overview>('/api/v1/overview');
