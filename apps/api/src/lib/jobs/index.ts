export {
  createJobRunner,
  defineJob,
  JOB_SCHEMA,
  type JobDefinition,
  type JobLogger,
  type JobRunner,
  type JobRunnerOptions,
  type JobSchedule,
  type RetryPolicy,
} from './runner.ts';
