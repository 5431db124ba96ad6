import type { Chapter, Container, Segment, TextBlock } from '@otto/shared/container';
import type { ProjectMode } from '@otto/shared/modes';
import type { StoryCard } from '@otto/shared/story-card';
import type { Analysis } from '../analyse/analyse.types';

/** One proposed edit before it is stored: segments already follow the cut rules. */
export interface PlannedStory {
  title: string;
  description?: string;
  segments: Segment[];
  chapters?: Chapter[];
  /** Multicam: the segments' text with the camera showing each stretch. */
  textBlocks?: TextBlock[];
}

/** What an engine answers: a text reply, stories, or both. */
export interface Plan {
  reply?: string;
  stories: PlannedStory[];
  /** A rough cut's outline to approve before it is cut (the story card). */
  storyCard?: StoryCard;
  /** Which prompt kind it understood (logged, and used for suggestion flags). */
  intent: string;
  /** Prompts to offer as suggestion chips instead (e.g. the topics found when nothing matched). */
  suggestions?: string[];
  /** The engine that actually answered, where it is not the configured one (the planner standing in). */
  answeredBy?: AssistantEngine['name'];
}

export interface PlanContext {
  mode: ProjectMode;
  /** The edit a follow-up changes (the one replied to, else the newest): its container and story. */
  previous?: { container: Container; storyIndex: number };
  /** The project's recent edits, newest first: a different take repeats none of the takes before it. */
  earlier?: Container[];
  /** A rough cut's outline still waiting for approval, newer than any edit: what a follow-up changes then. */
  outline?: StoryCard['chapters'];
  /** What a clip request's subject means (sentence-meaning.ts), matched against the lines' meaning. */
  subjectMeaning?: Float32Array;
  /** What each word of a subject in several means ("clock", "repair"): a topic must mean every one. */
  subjectWordMeanings?: Float32Array[];
  /** What each subject of a request naming several means ("beekeeping and sailing"): see several-subjects.ts. */
  subjectPartMeanings?: Float32Array[];
}

export interface AssistantEngine {
  readonly name: 'planner' | 'llm' | 'local';
  plan(prompt: string, analysis: Analysis, context: PlanContext): Promise<Plan>;
}
