import type { Selectable } from 'kysely';
import type { ThreeDSecureTransaction } from './threeDSecureTransaction';
import type { GatewayDb, ThreeDSecureStage, ThreeDSecureTable } from '../../../store/database';

export async function insertThreeDSecure(
  db: GatewayDb,
  transaction: ThreeDSecureTransaction,
): Promise<void> {
  await db
    .insertInto('three_d_secure')
    .values({
      server_trans_id: transaction.serverTransId,
      payment_id: transaction.paymentId,
      acs_trans_id: transaction.acsTransId,
      stage: transaction.stage,
      method_collected_at: transaction.methodCollectedAt,
      comp_ind: transaction.compInd,
      challenge_result: transaction.challengeResult,
      challenge_completed_at: transaction.challengeCompletedAt,
      created_at: transaction.createdAt,
    })
    .execute();
}

export async function findThreeDSecureByServerTransId(
  db: GatewayDb,
  serverTransId: string,
): Promise<ThreeDSecureTransaction | undefined> {
  const row = await db
    .selectFrom('three_d_secure')
    .selectAll()
    .where('server_trans_id', '=', serverTransId)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findThreeDSecureByAcsTransId(
  db: GatewayDb,
  acsTransId: string,
): Promise<ThreeDSecureTransaction | undefined> {
  const row = await db
    .selectFrom('three_d_secure')
    .selectAll()
    .where('acs_trans_id', '=', acsTransId)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findThreeDSecureOfPayment(
  db: GatewayDb,
  paymentId: string,
): Promise<ThreeDSecureTransaction | undefined> {
  const row = await db
    .selectFrom('three_d_secure')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function recordMethodCollected(
  db: GatewayDb,
  serverTransId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('three_d_secure')
    .set({ method_collected_at: at })
    .where('server_trans_id', '=', serverTransId)
    .where('method_collected_at', 'is', null)
    .execute();
}

/** Moves the transaction on only from the stage the caller saw: one step wins a race. */
export async function moveThreeDSecureStage(
  db: GatewayDb,
  serverTransId: string,
  change: { from: ThreeDSecureStage; to: ThreeDSecureStage; compInd?: 'Y' | 'N' },
): Promise<boolean> {
  const result = await db
    .updateTable('three_d_secure')
    .set({ stage: change.to, ...(change.compInd ? { comp_ind: change.compInd } : {}) })
    .where('server_trans_id', '=', serverTransId)
    .where('stage', '=', change.from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The shopper's one answer to the challenge; a second answer changes nothing. */
export async function recordChallengeResult(
  db: GatewayDb,
  acsTransId: string,
  result: { transStatus: 'Y' | 'N'; at: string },
): Promise<boolean> {
  const update = await db
    .updateTable('three_d_secure')
    .set({ challenge_result: result.transStatus, challenge_completed_at: result.at })
    .where('acs_trans_id', '=', acsTransId)
    .where('stage', '=', 'challenge')
    .where('challenge_result', 'is', null)
    .executeTakeFirst();
  return update.numUpdatedRows === 1n;
}

function fromRow(row: Selectable<ThreeDSecureTable>): ThreeDSecureTransaction {
  return {
    serverTransId: row.server_trans_id,
    paymentId: row.payment_id,
    acsTransId: row.acs_trans_id,
    stage: row.stage,
    methodCollectedAt: row.method_collected_at,
    compInd: row.comp_ind,
    challengeResult: row.challenge_result,
    challengeCompletedAt: row.challenge_completed_at,
    createdAt: row.created_at,
  };
}
