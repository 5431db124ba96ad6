import type { Project } from '@otto/shared/project';
import { formatVocabulary, parseVocabulary, vocabularyLimits } from '@otto/shared/vocabulary';
import { useState } from 'react';
import { showToast } from '../../ui/toast/toast';
import { useSaveVocabulary } from '../projects/projects.queries';

/**
 * "Names and terms" on the import card: people, places and jargon the speakers use, so the
 * transcript spells them right (whisper's prompt; pocketsphinx's corrections). Saved on the
 * project when the field is left, so Import and a later Retry both use it.
 */
export function VocabularyField({ project, disabled }: { project: Project; disabled?: boolean }) {
  const saved = formatVocabulary(project.vocabulary ?? []);
  const [text, setText] = useState(saved);
  const save = useSaveVocabulary();
  const commit = () => {
    const vocabulary = parseVocabulary(text);
    setText(formatVocabulary(vocabulary));
    if (formatVocabulary(vocabulary) === saved) return;
    save.mutate(
      { id: project.id, vocabulary },
      { onError: (e) => showToast({ message: e.message || 'Could not save the names and terms.', kind: 'error' }) },
    );
  };
  return (
    <label className="flex w-full flex-col gap-1 text-xs text-muted">
      Names and terms
      <input
        data-testid="import-vocabulary"
        className="field py-1 text-xs"
        value={text}
        disabled={disabled}
        maxLength={vocabularyLimits.maxTerms * (vocabularyLimits.maxTermLength + 2)}
        placeholder="e.g. Gutenberg, Dashwood, Kubernetes"
        aria-describedby="import-vocabulary-hint"
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <span id="import-vocabulary-hint" className="text-faint">
        People, places and jargon said in your footage, separated by commas: the transcript spells them as written.
      </span>
    </label>
  );
}
