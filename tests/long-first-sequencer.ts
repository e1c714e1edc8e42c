import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The sweeps over every API call (tests/worker/robustness/) take most of a run's file time: the
 * fuzz parts alone about half. Vitest's default order (larger files first, on a fresh clone with
 * no timings cached) started them last, and the fuzz test then ran alone on one core for minutes
 * at the end. They start first here; every other file keeps Vitest's order.
 */
const isSweep = (spec: TestSpecification) => spec.moduleId.includes("/tests/worker/robustness/");

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSweep), ...sorted.filter((spec) => !isSweep(spec))];
  }
}
