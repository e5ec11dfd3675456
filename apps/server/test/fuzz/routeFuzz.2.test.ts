import { fuzzRoutesOfPart } from './routeFuzz';

await fuzzRoutesOfPart(1);
