/**
 * The one scorer every candidate recipe goes through, known dish or composed: what it is made of
 * is measured elsewhere; how much each measure counts is decided here, once.
 */

export interface CandidateFacts {
  /** Share (0–1) of the recipe's own weighted ingredients the visitor has. */
  fit: number;
  /** Share (0–1) of the visitor's list the recipe uses. */
  coverage: number;
  /**
   * Credit (0–1) for the recipe's signature set: 1 per ingredient of it the visitor has, 0.75 per
   * stand-in. Composed recipes have no signature.
   */
  signature: number;
  /** How many ingredients the signature set has (0 for composed recipes). */
  signatureSize: number;
  /** Whether the visitor has every ingredient of the signature set, or a stand-in for it. */
  signatureComplete: boolean;
  /**
   * How distinctive the signature set is (0–1): 1 when it belongs to one or two dishes (digestive
   * biscuits + cream cheese), less when many dishes share it (tofu + soy sauce).
   */
  signatureSpecificity: number;
  /** Summed cost of what the visitor would have to buy. */
  extrasPenalty: number;
  /** The visitor's main ingredients (after the first, which every candidate uses) left unused. */
  leftMains: number;
  /** A dish from the knowledge base rather than a composed one. */
  known: boolean;
  /** A side dish: fine to offer, but a main that fits as well comes first. */
  side: boolean;
}

/**
 * What a complete signature set is worth, by its size: a cook handed the two or three ingredients
 * that define a dish names that dish, whatever else is in the fridge, so the whole set outweighs
 * raw coverage; a one-ingredient "signature" (an omelette's eggs) proves little.
 */
const COMPLETE_SIGNATURE = [0, 0.1, 0.3, 0.42, 0.48] as const;

/** The most a complete signature set of this size can add to a score. */
export function signatureBonus(size: number): number {
  return COMPLETE_SIGNATURE[Math.min(size, COMPLETE_SIGNATURE.length - 1)] ?? 0;
}

/** How much the recipe's own fit and the share of the list it uses count. */
export const FIT_WEIGHT = 0.3;
export const COVERAGE_WEIGHT = 0.6;

export function scoreCandidate(f: CandidateFacts): number {
  const size = Math.min(f.signatureSize, COMPLETE_SIGNATURE.length - 1);
  // A complete set names the dish, but not when the dish would leave most of the list unused.
  const signature = f.signatureComplete
    ? (COMPLETE_SIGNATURE[size] ?? 0) *
      f.signature *
      f.signatureSpecificity *
      f.coverage *
      f.coverage
    : 0.2 * f.signature * f.signature * f.signatureSpecificity;
  return (
    FIT_WEIGHT * f.fit +
    COVERAGE_WEIGHT * f.coverage +
    signature -
    f.extrasPenalty -
    0.12 * f.leftMains +
    (f.known && !f.side ? 0.08 : 0)
  );
}
