import { useMemo } from 'react';
import { detectDevice, type DeviceInfo } from './device';

/** The device does not change during a visit, so sniff once per component. */
export function useDevice(): DeviceInfo {
  return useMemo(() => detectDevice(), []);
}
