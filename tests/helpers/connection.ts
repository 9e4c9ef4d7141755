import { act } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * The connection drops or returns as the browser says it: `navigator.onLine` and its event.
 * Call `setOnline(true)` after each test (it leaves `navigator.onLine` spied on; restore mocks).
 */
let online = true;

export function setOnline(value: boolean) {
  online = value;
  if (!value) vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  act(() => {
    onlineManager.setOnline(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}
