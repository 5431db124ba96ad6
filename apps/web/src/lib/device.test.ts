import { describe, expect, it } from 'vitest';
import { detectDevice, isInAppBrowser, isMobileDevice, isTouchOnly } from './device';

const agents = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.108]',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  linkedIn: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [LinkedInApp]',
};

describe('device sniffing', () => {
  it.each([
    ['chromeDesktop', false, false],
    ['safariMac', false, false],
    ['iphoneSafari', true, false],
    ['androidChrome', true, false],
    ['instagram', true, true],
    ['facebook', true, true],
    ['androidWebView', true, true],
    ['line', true, true],
    ['linkedIn', true, true],
  ] as const)('%s: mobile=%s in-app=%s', (name, mobile, inApp) => {
    expect(isMobileDevice(agents[name])).toBe(mobile);
    expect(isInAppBrowser(agents[name])).toBe(inApp);
  });

  it('treats an iPad that reports a Mac user agent as mobile', () => {
    expect(isMobileDevice(agents.safariMac, 5)).toBe(true);
  });
});

/** A device's media features, as matchMedia would answer them. */
const features =
  (...on: string[]) =>
  (query: string) =>
    on.includes(query);

describe('touch-only devices', () => {
  it.each([
    ['a phone or tablet: a finger, nothing that hovers', ['(pointer: coarse)', '(hover: none)'], true],
    ['a desktop with a mouse', ['(pointer: fine)', '(hover: hover)', '(any-pointer: fine)'], false],
    ['a touch laptop: touch screen and trackpad', ['(pointer: fine)', '(hover: hover)', '(any-pointer: fine)'], false],
    ['a tablet with a trackpad attached', ['(pointer: coarse)', '(hover: none)', '(any-pointer: fine)'], false],
    ['a TV remote: coarse but it hovers', ['(pointer: coarse)', '(hover: hover)'], false],
    ['no pointer at all', ['(hover: none)'], false],
  ] as const)('%s → %s', (_, on, expected) => {
    expect(isTouchOnly(features(...on))).toBe(expected);
  });

  it('is part of what the device detection reports', () => {
    const phone = detectDevice(
      { userAgent: agents.androidChrome, maxTouchPoints: 5 },
      features('(pointer: coarse)', '(hover: none)'),
    );
    expect(phone).toEqual({ isMobile: true, isInAppBrowser: false, isTouchOnly: true });
    expect(detectDevice({ userAgent: agents.chromeDesktop }, features('(any-pointer: fine)')).isTouchOnly).toBe(false);
  });
});
