import { previewSizesPx } from '@otto/shared/constants';
import { brandingText } from '@otto/shared/ui-text';
import { imageLoadErrorMessage, validateOverlayStartTime, type AssetUploadEvent } from '@otto/shared/settings';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client';
import { getSignedUrl } from '../../api/signed-urls';
import { settingsStore, useSettings } from '../settings/settings';
import {
  imageSizeProblem,
  isOverlaySlot,
  slotAsset,
  slotEventPatch,
  slotLabels,
  slotPatch,
  uploadContentType,
  type BrandingSlot,
} from './branding.fns';
import { fetchPut, readImageSize, uploadBrandingFile } from './branding.upload';

const statusText = {
  in_progress: 'Uploading…',
  success: 'Uploaded',
  failed: 'Upload failed',
  canceled: 'Upload canceled',
} as const;

/**
 * One uploadable asset: the logo, an intro/outro image or an overlay video. Files go straight to
 * storage with a signed PUT; the slot's status follows the upload (in progress → success, failed
 * or canceled) and is saved in settings, so the export uses it.
 */
export function AssetSlot({ slot, disabled = false }: { slot: BrandingSlot; disabled?: boolean }) {
  const asset = useSettings((s) => slotAsset(s.settings, slot));
  const update = useSettings((s) => s.update);
  const [error, setError] = useState<string | null>(null);
  // Keyed by the uri they belong to, so a new upload never shows the last one's preview or error.
  const [signed, setSigned] = useState<{ uri: string; url: string } | null>(null);
  const [failedUri, setFailedUri] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const overlay = isOverlaySlot(slot);
  const testId = `branding-${slot}`;
  const showable = !overlay && asset.status === 'success' && asset.uri ? asset.uri : null;
  const preview = showable && signed?.uri === showable ? signed.url : null;
  const previewFailed = failedUri !== null && failedUri === asset.uri;

  useEffect(() => {
    if (!showable) return;
    let live = true;
    getSignedUrl(showable).then(
      (url) => live && setSigned({ uri: showable, url }),
      () => live && setFailedUri(showable),
    );
    return () => {
      live = false;
    };
  }, [showable]);
  useEffect(() => () => upload.current?.abort(), []);

  // Events apply to the latest settings: an upload outlives the render that started it.
  const onEvent = (event: AssetUploadEvent) => update(slotEventPatch(settingsStore.getState().settings, slot, event));

  const pick = async (file: File) => {
    setError(null);
    const type = uploadContentType(slot, file.name);
    if (!type.ok) return setError(type.message);
    if (!overlay) {
      const size = await readImageSize(file).catch(() => null);
      // A file named .png that the browser cannot decode is not an image we can use.
      if (!size) return setError(brandingText.invalidImageType(file.name));
      const problem = imageSizeProblem(slot, file.name, size.width, size.height);
      if (problem) return setError(problem);
    }
    const controller = new AbortController();
    upload.current = controller;
    const outcome = await uploadBrandingFile(slot, file, { api, put: fetchPut }, onEvent, controller.signal);
    if (outcome.status === 'failed' && outcome.message) setError(outcome.message);
    if (outcome.status === 'success') setVersion((v) => v + 1);
  };

  const width = slot === 'logo' ? previewSizesPx.logo : previewSizesPx.introOutro;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-ink">{slotLabels[slot]}</span>
        {asset.status && (
          <span data-testid={`${testId}-status`} data-status={asset.status} className="text-xs text-muted">
            {statusText[asset.status]}
          </span>
        )}
      </div>
      {preview && !previewFailed && (
        <img
          key={version}
          src={preview}
          alt={slotLabels[slot]}
          style={{ width }}
          className="rounded border border-line"
          data-testid={`${testId}-preview`}
          onError={() => setFailedUri(asset.uri)}
        />
      )}
      {previewFailed && (
        <p className="text-xs text-danger" data-testid={`${testId}-image-error`}>
          {imageLoadErrorMessage(asset.status)}
        </p>
      )}
      {overlay && asset.fileName && <span className="truncate text-xs text-muted">{asset.fileName}</span>}
      <div className="flex flex-wrap items-center gap-2">
        <label className={`btn-secondary ${disabled ? 'pointer-events-none opacity-50' : 'cursor-pointer'}`}>
          {asset.uri ? 'Replace' : 'Upload'}
          <input
            type="file"
            className="sr-only"
            disabled={disabled || asset.status === 'in_progress'}
            accept={overlay ? '.mov' : '.png,.jpg,.jpeg'}
            data-testid={`${testId}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
        </label>
        {asset.status === 'in_progress' && (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => upload.current?.abort()}
            data-testid={`${testId}-cancel`}
          >
            Cancel
          </button>
        )}
        {(asset.uri || asset.status) && asset.status !== 'in_progress' && (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => onEvent({ type: 'remove' })}
            data-testid={`${testId}-remove`}
          >
            Remove
          </button>
        )}
      </div>
      {error && (
        <p className="text-xs text-danger" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {overlay && (
        <OverlayStartTime
          slot={slot}
          startTime={asset.startTime ?? 0}
          onApply={(startTime) => update(slotPatch(slot, { ...asset, startTime }))}
        />
      )}
    </div>
  );
}

/** The overlay's insert time: typed freely, applied only on the confirm click (spec chat §5). */
function OverlayStartTime({
  slot,
  startTime,
  onApply,
}: {
  slot: BrandingSlot;
  startTime: number;
  onApply(value: number): void;
}) {
  const [text, setText] = useState(startTime.toFixed(1));
  const [message, setMessage] = useState<string | null>(null);
  const [synced, setSynced] = useState(startTime);
  if (synced !== startTime) {
    setSynced(startTime);
    setText(startTime.toFixed(1));
  }
  const confirm = () => {
    const check = validateOverlayStartTime(text);
    if (!check.ok) return setMessage(check.message);
    setMessage(null);
    onApply(check.value);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={`overlay-start-${slot}`} className="text-xs text-muted">
          Start at (seconds)
        </label>
        <input
          id={`overlay-start-${slot}`}
          type="number"
          min={0}
          max={99}
          step={0.1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && confirm()}
          className={`field w-24 ${message ? 'border-danger' : ''}`}
          data-testid={`overlay-start-${slot}`}
        />
        <button type="button" className="btn-secondary" onClick={confirm} data-testid={`overlay-start-${slot}-confirm`}>
          Confirm
        </button>
      </div>
      {message && (
        <p className="text-xs text-danger" data-testid={`overlay-start-${slot}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
