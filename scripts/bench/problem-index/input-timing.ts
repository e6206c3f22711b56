/**
 * How long a filter change takes on the home page: the browser's input task,
 * read from a Chrome trace, and the time from the input event to the frames
 * that follow it, probed in the page.
 */
import type {Locator, Page} from '@playwright/test';
import {INDEX_SELECTOR} from './bytes';

export type Timing = {response: number; nextFrame: number; rows: number};
export type Interaction = Timing & {name: string; task: number};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string; data?: {type?: string}};
};

/** From a Chrome trace: how long the renderer's task that dispatched the `type` event ran (handlers, render, style, layout, paint prep). */
function inputTaskDuration(trace: Buffer, type: string): number {
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid && e.ph === 'X');
  const dispatch = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  const task = dispatch && main.find((e) => e.name === 'RunTask' && e.ts <= dispatch.ts && e.ts + (e.dur ?? 0) >= dispatch.ts);
  return task ? (task.dur ?? NaN) / 1000 : NaN;
}

/**
 * Times the next `type` event. The input itself comes from CDP (a mouse click
 * at a point, a key press), so no Playwright script runs in the page meanwhile.
 */
export async function timeNext(page: Page, type: 'click' | 'input', act: () => Promise<void>): Promise<Timing & {task: number}> {
  await page.evaluate(
    ({eventType, selector}) => {
      const w = window as unknown as {__probe: Promise<Timing>};
      w.__probe = new Promise((resolve) => {
        const noEvent = setTimeout(() => resolve({response: NaN, nextFrame: NaN, rows: NaN}), 5000);
        window.addEventListener(
          eventType,
          (event) => {
            clearTimeout(noEvent);
            const start = event.timeStamp;
            const timing: Timing = {response: NaN, nextFrame: NaN, rows: NaN};
            const afterNextFrame = (record: (t: number) => void) =>
              requestAnimationFrame(() => setTimeout(() => record(performance.now() - start)));
            // A message posted now runs after this task and its microtasks.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (timing.response = performance.now() - start);
            channel.port2.postMessage(null);
            afterNextFrame((t) => (timing.nextFrame = t));
            // The rows: any change in the index outside the form and the announced count.
            const index = document.querySelector(selector)!;
            const done = () => {
              observer.disconnect();
              clearTimeout(timeout);
              afterNextFrame((t) => {
                timing.rows = t;
                setTimeout(() => resolve(timing), 50);
              });
            };
            const observer = new MutationObserver((records) => {
              if (
                records.some(
                  (r) =>
                    !(r.target as Element).closest?.('form, [aria-live]') && r.target.parentElement?.closest('form, [aria-live]') == null,
                )
              )
                done();
            });
            observer.observe(index, {subtree: true, childList: true, characterData: true});
            const timeout = setTimeout(() => {
              observer.disconnect();
              resolve(timing);
            }, 3000);
          },
          {capture: true, once: true},
        );
      });
    },
    {eventType: type, selector: INDEX_SELECTOR},
  );
  const browser = page.context().browser()!;
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await act();
  const timing = await page.evaluate(() => (window as unknown as {__probe: Promise<Timing>}).__probe);
  return {...timing, task: inputTaskDuration(await browser.stopTracing(), type)};
}

export async function clickAt(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const {x, y, width, height} = (await target.boundingBox())!;
  return () => page.mouse.click(x + width / 2, y + height / 2);
}
