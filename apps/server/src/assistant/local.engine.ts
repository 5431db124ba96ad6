/**
 * The local engine (ASSISTANT_ENGINE=local): the llm engine's prompts answered by a GGUF model
 * in-process. The planner stands in whenever the model cannot help: when it cannot load (said
 * once in the log, then the planner answers every prompt), and when one answer is unusable
 * (cut off, too slow, or failing the checks; the reply says so).
 */
import type { AssistantEngine, Plan } from './assistant.types';
import { createModelEngine, type ModelEngineOptions } from './llm.engine';
import { LocalModelUnavailable, localModelTransport, type LocalModelOptions } from './local-model';
import { createPlannerEngine } from './planner';

export const plannerStandInNote = "The local model's answer could not be used, so Otto's built-in planner answered.";

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface LocalEngineOptions extends LocalModelOptions, Omit<ModelEngineOptions, 'logger'> {
  logger: Logger;
}

function withNote(plan: Plan): Plan {
  // A plan with neither reply nor edit keeps the service's own "couldn't build an edit" answer.
  if (!plan.reply && plan.stories.length === 0) return { ...plan, answeredBy: 'planner' };
  return {
    ...plan,
    reply: plan.reply ? `${plannerStandInNote}\n\n${plan.reply}` : plannerStandInNote,
    answeredBy: 'planner',
  };
}

/** Model files whose failure to load was already logged: once per process, not once per prompt. */
const reportedUnavailable = new Set<string>();

export function createLocalEngine(options: LocalEngineOptions): AssistantEngine {
  const model = createModelEngine('local', localModelTransport(options), options);
  const planner = createPlannerEngine();
  const byPlanner: AssistantEngine['plan'] = async (...args) => ({
    ...(await planner.plan(...args)),
    answeredBy: 'planner',
  });
  return {
    name: 'local',
    async plan(prompt, analysis, context) {
      // An empty enum makes no grammar; with nothing to pick, the planner says so best.
      if (analysis.units.length === 0) return byPlanner(prompt, analysis, context);
      try {
        return await model.plan(prompt, analysis, context);
      } catch (err) {
        if (err instanceof LocalModelUnavailable) {
          if (reportedUnavailable.has(options.modelPath)) return byPlanner(prompt, analysis, context);
          reportedUnavailable.add(options.modelPath);
          options.logger.error(
            { err, modelPath: options.modelPath },
            `local assistant model could not load, the planner answers instead: ${err.message}`,
          );
          return byPlanner(prompt, analysis, context);
        }
        options.logger.warn(
          { err, modelPath: options.modelPath },
          `local model answer unusable: ${(err as Error).message}`,
        );
        return withNote(await planner.plan(prompt, analysis, context));
      }
    },
  };
}
