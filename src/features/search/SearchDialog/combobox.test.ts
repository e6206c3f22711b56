import {describe, expect, it} from 'vitest';
import {NO_RESULT, comboboxAction, opensInThisTab, optionId, type ComboboxKey} from './combobox';

const press = (key: string, held: Partial<ComboboxKey> = {}): ComboboxKey => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  ...held,
});

describe('comboboxAction', () => {
  describe('with five results', () => {
    it.each([
      {name: 'Arrow Down from no active result activates the first', key: 'ArrowDown', active: NO_RESULT, action: {activate: 0}},
      {name: 'Arrow Up from no active result activates the last', key: 'ArrowUp', active: NO_RESULT, action: {activate: 4}},
      {name: 'Arrow Down activates the next result', key: 'ArrowDown', active: 1, action: {activate: 2}},
      {name: 'Arrow Up activates the previous result', key: 'ArrowUp', active: 2, action: {activate: 1}},
      {name: 'Arrow Down wraps from the last result to the first', key: 'ArrowDown', active: 4, action: {activate: 0}},
      {name: 'Arrow Up wraps from the first result to the last', key: 'ArrowUp', active: 0, action: {activate: 4}},
      {name: 'an active index past the results counts as none', key: 'ArrowDown', active: 7, action: {activate: 0}},
      {name: 'Enter opens the active result', key: 'Enter', active: 3, action: {open: 3}},
      {name: 'Enter opens the first result when none is active', key: 'Enter', active: NO_RESULT, action: {open: 0}},
      {name: 'Home is left to the caret', key: 'Home', active: 2, action: undefined},
      {name: 'End is left to the caret', key: 'End', active: 2, action: undefined},
      {name: 'Esc closes the dialog', key: 'Escape', active: 2, action: 'close'},
      {name: 'a letter is typed', key: 'a', active: 2, action: undefined},
    ])('$name', ({key, active, action}) => {
      expect(comboboxAction(press(key), active, 5)).toEqual(action);
    });
  });

  it.each([
    {name: 'Arrow Down', key: 'ArrowDown'},
    {name: 'Arrow Up', key: 'ArrowUp'},
    {name: 'Enter', key: 'Enter'},
  ])('leaves $name to the text box when there are no results', ({key}) => {
    expect(comboboxAction(press(key), NO_RESULT, 0)).toBeUndefined();
  });

  it('closes the dialog on Esc when there are no results', () => {
    expect(comboboxAction(press('Escape'), NO_RESULT, 0)).toBe('close');
  });

  it.each([
    {name: 'Alt', held: {altKey: true}},
    {name: 'Ctrl', held: {ctrlKey: true}},
    {name: 'Meta', held: {metaKey: true}},
    {name: 'Shift', held: {shiftKey: true}},
  ])('gives Enter, Esc and the arrows their usual meaning with $name held', ({held}) => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', 'Escape']) expect(comboboxAction(press(key, held), 1, 5), key).toBeUndefined();
  });

  it('leaves Enter, Esc and the arrows to an input method composing text', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'])
      expect(comboboxAction(press(key, {isComposing: true}), 1, 5), key).toBeUndefined();
  });

  it('activates the only result with either arrow, and keeps it active', () => {
    expect(comboboxAction(press('ArrowDown'), NO_RESULT, 1)).toEqual({activate: 0});
    expect(comboboxAction(press('ArrowUp'), NO_RESULT, 1)).toEqual({activate: 0});
    expect(comboboxAction(press('ArrowDown'), 0, 1)).toEqual({activate: 0});
  });
});

describe('opensInThisTab', () => {
  const click = {button: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false};

  it.each([
    {name: 'a plain primary click opens the result here', event: click, here: true},
    {name: 'a middle click opens it elsewhere', event: {...click, button: 1}, here: false},
    {name: 'Ctrl+click opens it in a new tab', event: {...click, ctrlKey: true}, here: false},
    {name: '⌘+click opens it in a new tab', event: {...click, metaKey: true}, here: false},
    {name: 'Shift+click opens it in a new window', event: {...click, shiftKey: true}, here: false},
    {name: 'Alt+click downloads it', event: {...click, altKey: true}, here: false},
  ])('$name', ({event, here}) => {
    expect(opensInThisTab(event)).toBe(here);
  });
});

describe('optionId', () => {
  it('gives each result of a listbox its own id', () => {
    expect(new Set([0, 1, 2].map((index) => optionId(':r1:-results', index))).size).toBe(3);
    expect(optionId(':r1:-results', 0)).not.toBe(optionId(':r2:-results', 0));
  });
});
