import { PNG } from 'pngjs';
import type { Database } from '../db/client.ts';
import { seedRuns } from '../db/schema/index.ts';
import * as clock from '../lib/clock.ts';
import type { Viewer } from '../lib/viewer.ts';
import { seedDemoContractRecords } from '../modules/contracts/index.ts';
import { DEMO_CONTRACT_TEXTS } from './demo-contract-texts.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';

// The demo studio's contracts (decision 0053): its waiver, membership agreement and contractor
// agreement in English, French and Arabic; member@demo.test has signed the waiver (a sealed PDF to
// download) and has the membership agreement waiting; expert@demo.test signed the contractor agreement
// and it waits for the owner's countersignature; a class regular's waiver was signed on paper. The
// studio does not require the waiver before booking, so the other demo accounts book as before; the
// owner turns it on at /admin/business/contract.

const SEED_NAME = 'demo-contracts';

/** A hand-drawn-looking signature: one wavy stroke, as a signature pad would send it. */
export function demoSignaturePng(): string {
  const width = 360;
  const height = 120;
  const png = new PNG({ width, height });
  for (let x = 20; x < width - 20; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x / 18) * 28 * Math.cos(x / 90));
    for (let dy = -2; dy <= 2; dy += 1) {
      const index = ((y + dy) * width + x) * 4;
      png.data[index] = 20;
      png.data[index + 1] = 30;
      png.data[index + 2] = 90;
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png).toString('base64');
}

export async function seedDemoContracts(db: Database, origin = 'http://localhost:3000'): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const viewerOf = async (email: string, name: string): Promise<Viewer> => {
      const row = await demoMembership(tx, businessId, email);
      return {
        businessId,
        userId: row.userId,
        membershipId: row.membershipId,
        role: row.role,
        person: { name, email },
      };
    };
    await seedDemoContractRecords(
      { db: tx, origin },
      {
        owner: await viewerOf('principal@demo.test', 'Paula Principal'),
        member: await viewerOf('member@demo.test', 'Maya Member'),
        expert: await viewerOf('expert@demo.test', 'Erin Expert'),
        paperSigner: (await demoMembership(tx, businessId, 'classmember1@demo.test')).membershipId,
      },
      DEMO_CONTRACT_TEXTS,
      demoSignaturePng(),
      clock.now(),
    );
    return true;
  });
}
