import {useEffect, useRef, useState, type RefObject, type SyntheticEvent} from 'react';

/**
 * Whether a native `<details>` has ever been opened, for a section that loads its code on first open (Tested
 * cases, Step through): its ref, the flag, and its `onToggle`. A section opened before hydration was toggled by
 * the browser without React: the flag reads it once hydrated.
 */
export function useOpened(): [RefObject<HTMLDetailsElement | null>, boolean, (event: SyntheticEvent<HTMLDetailsElement>) => void] {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => setOpened((was) => was || (details.current?.open ?? false)), []);
  return [details, opened, (event) => event.currentTarget.open && setOpened(true)];
}
