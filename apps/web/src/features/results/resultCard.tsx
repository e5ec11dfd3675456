import type { ReactNode } from 'react';
import { useId } from 'react';

interface ResultCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The frame of a result page: icon, the outcome as its heading, then what follows. */
export function ResultCard({ icon, title, children }: ResultCardProps) {
  const titleId = useId();
  return (
    <section className="card info-page result" aria-labelledby={titleId}>
      {icon}
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
