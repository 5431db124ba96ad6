/**
 * Loads Stripe.js from the URL the server names (js.stripe.com in production, a local fake in tests)
 * instead of @stripe/stripe-js's loadStripe, whose URL is fixed. Each script loads once per page.
 */
import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

const scripts = new Map<string, Promise<void>>();

/** Adds a script tag once and resolves when it has run (rejects when it can't be fetched). */
export function loadScriptOnce(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A later opening may retry: the network may be back.
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

const instances = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per script and key; null when the script did not load (the card step then says so). */
export function loadStripeFrom(scriptUrl: string, publishableKey: string): Promise<Stripe | null> {
  const id = `${scriptUrl} ${publishableKey}`;
  let stripe = instances.get(id);
  if (!stripe) {
    stripe = loadScriptOnce(scriptUrl).then(
      () => {
        const Stripe = (window as { Stripe?: StripeConstructor }).Stripe;
        return Stripe ? Stripe(publishableKey) : null;
      },
      (error: unknown) => {
        instances.delete(id);
        console.error('Stripe.js did not load', error);
        return null;
      },
    );
    instances.set(id, stripe);
  }
  return stripe;
}
