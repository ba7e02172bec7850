import { expect } from 'vitest';
import { OutsideServiceError } from '../../server/domain/errors.ts';

/** The OutsideServiceError a call to an outside service's client throws (fails the test when it answers). */
export async function outsideFailure(p: Promise<unknown>): Promise<OutsideServiceError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(OutsideServiceError);
    return err as OutsideServiceError;
  }
  throw new Error('nessun errore');
}
