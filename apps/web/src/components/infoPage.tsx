import type { ReactNode } from 'react';
import type { Tone } from './toneIcon';
import { ToneIcon } from './toneIcon';

interface InfoPageProps {
  tone: Tone;
  title: string;
  children?: ReactNode;
}

/** A card with an icon, a title and a few lines: status, error and not-found pages. */
export function InfoPage({ tone, title, children }: InfoPageProps) {
  return (
    <section className="card info-page" aria-labelledby="info-page-title">
      <ToneIcon tone={tone} />
      <h1 id="info-page-title">{title}</h1>
      {children}
    </section>
  );
}
