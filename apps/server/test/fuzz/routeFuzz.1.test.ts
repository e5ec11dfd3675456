import { fuzzRoutesOfPart } from './routeFuzz';

await fuzzRoutesOfPart(0);
