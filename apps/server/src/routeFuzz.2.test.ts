import { fuzzRoutesOfPart } from './testing/fuzz/routeFuzz';

await fuzzRoutesOfPart(1);
