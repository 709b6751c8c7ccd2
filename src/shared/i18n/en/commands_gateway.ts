/** Titles of the corporate gateway's commands (`commands.gateway.*`, issue 22). */
export default {
  accounts: 'List corporate bank accounts', statements: 'List bank statement lines', transaction: 'Show a statement line',
  import: 'Import a statement from the bank', connect_order: 'Match a transfer to an order', account_name: 'Look up an account holder’s name',
  transfers: 'List outgoing transfers', transfer: 'Send a bank transfer', pay_return: 'Pay a refund back by bank transfer',
  approve: 'Approve a transfer', reject: 'Reject a transfer', owed_returns: 'List refunds owed',
  candy_link: 'Link a Candy code to a branch', call_action: 'Run a bank action on an account',
} as const;
