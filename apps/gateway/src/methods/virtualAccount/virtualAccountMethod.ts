import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { issueVirtualAccount, MAX_DEPOSIT_DAYS } from './issueVirtualAccount';
import { sandboxBankRoutes } from './sandbox/sandboxBankRoutes';
import { sandboxDepositRoutes } from './sandbox/sandboxDepositRoutes';

/**
 * Korean virtual accounts: a payment opens an account number at a Korean bank until the
 * service's deadline and waits PENDING; a deposit of exactly its amount (the sandbox's deposit
 * call or its bank page) completes it, and the deadline expires it.
 */
export const virtualAccountMethod: GatewayMethod = {
  methods: ['VIRTUALACCOUNT'],
  start: issueVirtualAccount,
  hostedRoutes: sandboxBankRoutes,
  apiRoutes: sandboxDepositRoutes,
  routeDocs: {
    api: [
      [
        'POST',
        '/v1/sandbox/virtual-accounts/{accountNumber}/deposits',
        'Sandbox only: money arrives in a virtual account ({"amount": <minor units>, "depositorName"?}). The exact amount completes the payment (SUCCESS, details.depositedAt); another amount answers 422, an expired account 409, a paid one 409.',
      ],
      [
        'POST',
        '/v1/sandbox/virtual-accounts/{accountNumber}/expire',
        'Sandbox only: the account’s deadline comes now; the payment is REFUSED with reason EXPIRED.',
      ],
    ],
    hosted: [
      [
        'GET',
        '/hosted/virtual-accounts[?accountNumber=…]',
        'The sandbox bank: type a virtual account’s number, then transfer its amount or let it expire.',
      ],
      [
        'POST',
        '/hosted/virtual-accounts/{accountNumber}',
        'The bank’s transfer (form field decision transfer|expire).',
      ],
    ],
  },
  testData: [
    {
      id: 'virtual-accounts',
      title: 'Virtual accounts',
      description: `A virtual-account payment opens a 14-digit account at one of these banks and waits PENDING until the service's deadline (details.dueDate, at most ${MAX_DEPOSIT_DAYS} days ahead). Transfer into it on the sandbox bank page (/hosted/virtual-accounts) or with the deposit call.`,
      appliesTo: ['VIRTUALACCOUNT'],
      columns: ['What happens', 'Gateway status', 'Refusal reason'],
      rows: [
        ['A deposit of exactly the amount', 'SUCCESS', '—'],
        ['A deposit of another amount (sent back)', 'PENDING', '—'],
        ['The deadline passes, or the expire call', 'REFUSED', 'EXPIRED'],
        ['A deposit after the deadline (sent back)', 'REFUSED', 'EXPIRED'],
      ],
      codeColumns: [1, 2],
    },
    {
      id: 'virtual-account-banks',
      title: 'Banks of virtual accounts',
      description: 'The bank of each account, by its KFTC bank code (details.bankCode).',
      appliesTo: ['VIRTUALACCOUNT'],
      columns: ['Bank code', 'Korean name', 'English name'],
      rows: KOREAN_BANKS.map((bank) => [bank.code, bank.korean, bank.english] as const),
      codeColumns: [0],
    },
  ],
};
