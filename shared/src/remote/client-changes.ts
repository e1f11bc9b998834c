import { useEffect, useRef } from 'react';

/*
 * How the areas tell each other "this client changed" (issue 29 §2). A client's page shows facts that
 * several areas own: the header's plan status is the clients area's answer, but billing changes it;
 * the dashboard counts tasks the agenda assigns. No remote imports another, and an area never reads
 * another's cache: the area that changed a fact announces it here, and each area that shows it
 * refreshes its own queries. One bus in the `@coach/shared` singleton, so every remote hears every
 * other; synchronous and in memory (what the API says stays the truth: this only says "ask again").
 */

/** The facts about a client that one area changes and another shows. */
export const clientFacts = ['plan', 'tasks', 'forms', 'profile', 'progress'] as const;
export type ClientFact = (typeof clientFacts)[number];

export interface ClientChange {
  /** The client, or null when the area does not know which (a payment recorded from Cobros). */
  clientId: number | null;
  facts: readonly ClientFact[];
}

type Listener = (change: ClientChange) => void;
const listeners = new Set<Listener>();

/** Says that a client's facts changed (after the API confirmed the change). */
export function announceClientChange(change: ClientChange): void {
  for (const listener of [...listeners]) listener(change);
}

/** Listens to every announced change. Answers how to stop. */
export function onClientChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `onChange` while mounted whenever one of `facts` changes for the client (`clientId`), for any
 * client (`clientId` null), or for a client the announcer could not name.
 */
export function useClientChanges(clientId: number | null, facts: readonly ClientFact[], onChange: (change: ClientChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const factsKey = facts.join(',');
  useEffect(() => {
    const wanted = new Set(factsKey.split(','));
    return onClientChange((change) => {
      const sameClient = clientId === null || change.clientId === null || change.clientId === clientId;
      if (sameClient && change.facts.some((fact) => wanted.has(fact))) latest.current(change);
    });
  }, [clientId, factsKey]);
}
