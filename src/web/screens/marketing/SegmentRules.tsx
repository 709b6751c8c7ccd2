import type { ReactNode } from 'react';

/** A rule of a segment: a field, an operator and the value typed. */
export interface SegmentRule { field: string; op: string; value: string }

interface Props<R extends SegmentRule> {
  rules: readonly R[];
  onChange: (rules: R[]) => void;
  fields: readonly R['field'][];
  /** The operators a field takes, in the order offered. */
  opsFor: (field: R['field']) => readonly R['op'][];
  fieldLabel: (field: R['field']) => string;
  opLabel: (op: R['op']) => string;
  /** The fieldset's words: legend, none, field, op, value, remove, add. */
  labels: { legend: string; none: string; field: string; op: string; value: string; remove: string; add: string };
  /** The rule a new row starts as. */
  blank: R;
  /** `${testid}-rule`, `${testid}-add-rule`. */
  testid: string;
  /** What a rule takes beyond its value (the email segments' period of a bought rule), given a setter of the rule. */
  extra?: (rule: R, set: (patch: Partial<R>) => void) => ReactNode;
}

/** The rules of a segment, edited in place: the push segments' and the email segments' editors. */
export function SegmentRules<R extends SegmentRule>({ rules, onChange, fields, opsFor, fieldLabel, opLabel, labels, blank, testid, extra }: Props<R>) {
  // a field that does not take the operator chosen gets its first one
  const setRule = (i: number, patch: Partial<R>) => onChange(rules.map((r, j) => {
    if (j !== i) return r;
    const next = { ...r, ...patch };
    const ops = opsFor(next.field);
    if (!ops.includes(next.op)) next.op = ops[0]!;
    return next;
  }));
  return (
    <fieldset className="mk-rules">
      <legend>{labels.legend}</legend>
      {rules.length === 0 && <p className="muted">{labels.none}</p>}
      {rules.map((r, i) => (
        <div className="mk-rule" key={i} data-testid={`${testid}-rule`}>
          <select aria-label={labels.field} value={r.field} onChange={(e) => setRule(i, { field: e.target.value } as Partial<R>)}>
            {fields.map((f) => <option key={f} value={f}>{fieldLabel(f)}</option>)}
          </select>
          <select aria-label={labels.op} value={r.op} onChange={(e) => setRule(i, { op: e.target.value } as Partial<R>)}>
            {opsFor(r.field).map((o) => <option key={o} value={o}>{opLabel(o)}</option>)}
          </select>
          <input aria-label={labels.value} value={r.value} onChange={(e) => setRule(i, { value: e.target.value } as Partial<R>)} />
          {extra?.(r, (patch) => setRule(i, patch))}
          <button type="button" className="btn btn-ghost" onClick={() => onChange(rules.filter((_, j) => j !== i))}>{labels.remove}</button>
        </div>
      ))}
      <button type="button" className="btn" data-testid={`${testid}-add-rule`} onClick={() => onChange([...rules, blank])}>{labels.add}</button>
    </fieldset>
  );
}
