// Shared group plans against the Firestore emulator: membership, invitations (only their hash
// stored), removal, the limits, double submits that change nothing twice, the live listener,
// and what account deletion and the data export do with a member's part.
import { MAX_PLAN_INVITES, MAX_PLAN_OPTIONS, MAX_PLAN_PARTIES } from "@travel/domain";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createGroupPlans, GROUP_PLANS, type PlanPartyInput } from "../src/group-plans.js";
import { admin, clearEmulators, closeServices, newUser, services } from "./helpers.js";
import { fixtureCatalogue } from "./fixtures/catalogue.js";

const party = (name: string, originAirport = "LIS", country = "pt"): PlanPartyInput => ({
  name,
  originAirport,
  country,
  adults: 2,
  children: 1,
  infants: 0,
});

beforeEach(async () => {
  await clearEmulators();
  await services().catalogue.seed(fixtureCatalogue);
});
afterAll(closeServices);

async function startPlan(organiser = "uid-ana") {
  const plans = services().groupPlans;
  const created = await plans.create(organiser, {
    key: "form-key-0123456789",
    name: "Summer together",
    nights: 5,
    party: party("Ana"),
  });
  if (!created.ok) throw new Error(created.error);
  const invite = await plans.createInvite(created.planId, organiser);
  if (!invite.ok) throw new Error(invite.error);
  return { plans, planId: created.planId, token: invite.token };
}

describe("shared group plans", () => {
  it("a double submit of the start form makes one plan", async () => {
    const plans = services().groupPlans;
    const input = { key: "same-key-abcdefghij", name: "Trip", nights: 4, party: party("Ana") };
    const [first, second] = await Promise.all([
      plans.create("uid-ana", input),
      plans.create("uid-ana", input),
    ]);
    expect(first).toEqual(second);
    expect(await plans.listFor("uid-ana")).toHaveLength(1);
  });

  it("keeps only the invitation's hash, and joins with the link's secret", async () => {
    const { plans, planId, token } = await startPlan();
    const stored = JSON.stringify(
      (await admin().firestore.collection(GROUP_PLANS).doc(planId).get()).data(),
    );
    expect(stored).not.toContain(token);
    expect((await plans.join(planId, "x".repeat(43), "uid-ben", party("Ben"))).ok).toBe(false);
    const joined = await plans.join(planId, token, "uid-ben", party("Ben", "BER", "de"));
    expect(joined.ok).toBe(true);
    // Joining again (a double submit) changes nothing and adds no second party.
    const again = await plans.join(planId, token, "uid-ben", party("Ben", "BER", "de"));
    expect(again).toEqual(joined);
    const plan = await plans.get(planId);
    expect(plan?.parties.map((entry) => [entry.uid, entry.originAirport])).toEqual([
      ["uid-ana", "LIS"],
      ["uid-ben", "BER"],
    ]);
    expect((await plans.listFor("uid-ben")).map((entry) => entry.id)).toEqual([planId]);
  });

  it("only members change a plan; votes can change and a repeated vote writes nothing", async () => {
    const { plans, planId, token } = await startPlan();
    await plans.join(planId, token, "uid-ben", party("Ben"));
    expect(await plans.addOption(planId, "uid-stranger", 1)).toEqual({
      ok: false,
      error: "not-member",
    });
    expect((await plans.addOption(planId, "uid-ben", 999)).ok).toBe(false);
    const added = await plans.addOption(planId, "uid-ben", 1);
    const addedAgain = await plans.addOption(planId, "uid-ben", 1);
    expect(addedAgain).toEqual(added);
    const voted = await plans.vote(planId, "uid-ana", "1", "for");
    expect(await plans.vote(planId, "uid-ana", "1", "for")).toEqual(voted);
    await plans.vote(planId, "uid-ben", "1", "for");
    await plans.vote(planId, "uid-ben", "1", "against");
    expect(await plans.vote(planId, "uid-stranger", "1", "for")).toEqual({
      ok: false,
      error: "not-member",
    });
    const plan = await plans.get(planId);
    expect(plan?.options.map((option) => option.destinationId)).toEqual([1]);
    expect(plan?.votes["1"]).toEqual({ "uid-ana": "for", "uid-ben": "against" });
  });

  it("ten members voting at once each land once", async () => {
    const { plans, planId, token } = await startPlan();
    const members = Array.from({ length: 9 }, (_, index) => `uid-m${index}`);
    for (const uid of members) await plans.join(planId, token, uid, party(uid));
    await plans.addOption(planId, "uid-ana", 2);
    await Promise.all(
      ["uid-ana", ...members].map((uid, index) =>
        plans.vote(planId, uid, "2", index % 2 ? "against" : "for"),
      ),
    );
    const votes = (await plans.get(planId))?.votes["2"] ?? {};
    expect(Object.keys(votes)).toHaveLength(10);
  });

  it("the organiser removes a party: its votes go, it cannot act, and it comes back only by a newer link", async () => {
    const { plans, planId, token } = await startPlan();
    await plans.join(planId, token, "uid-ben", party("Ben"));
    await plans.addOption(planId, "uid-ben", 1);
    await plans.vote(planId, "uid-ben", "1", "for");
    expect((await plans.removeParty(planId, "uid-ben", "uid-ana")).ok).toBe(false);
    expect((await plans.removeParty(planId, "uid-ana", "uid-ben")).ok).toBe(true);
    const plan = await plans.get(planId);
    expect(plan?.parties.map((entry) => entry.uid)).toEqual(["uid-ana"]);
    expect(plan?.votes["1"]).toEqual({});
    expect(plan?.removed["uid-ben"]).toBeInstanceOf(Date);
    expect(await plans.vote(planId, "uid-ben", "1", "for")).toEqual({
      ok: false,
      error: "removed",
    });
    expect(await plans.join(planId, token, "uid-ben", party("Ben"))).toEqual({
      ok: false,
      error: "invite-invalid",
    });
    const newer = await plans.createInvite(planId, "uid-ana");
    if (!newer.ok) throw new Error(newer.error);
    expect((await plans.join(planId, newer.token, "uid-ben", party("Ben"))).ok).toBe(true);
  });

  it("holds its limits: twelve parties, twenty options, five open links", async () => {
    const { plans, planId, token } = await startPlan();
    for (let index = 1; index < MAX_PLAN_PARTIES; index++)
      expect((await plans.join(planId, token, `uid-p${index}`, party(`P${index}`))).ok).toBe(true);
    expect(await plans.join(planId, token, "uid-late", party("Late"))).toEqual({
      ok: false,
      error: "full",
    });
    const firestore = admin().firestore;
    // Twenty options already on the list (ids the fixture catalogue does not need to have).
    await firestore
      .collection(GROUP_PLANS)
      .doc(planId)
      .update({
        options: Array.from({ length: MAX_PLAN_OPTIONS }, (_, index) => ({
          id: String(100 + index),
          destinationId: 100 + index,
          addedBy: "uid-ana",
        })),
      });
    expect(await plans.addOption(planId, "uid-ana", 1)).toEqual({
      ok: false,
      error: "options-full",
    });
    for (let index = 1; index < MAX_PLAN_INVITES; index++)
      expect((await plans.createInvite(planId, "uid-ana")).ok).toBe(true);
    expect(await plans.createInvite(planId, "uid-ana")).toEqual({
      ok: false,
      error: "invites-full",
    });
    expect((await plans.createInvite(planId, "uid-p1")).ok).toBe(false);
  });

  it("a revoked or expired link stops working; a closed plan takes no votes", async () => {
    let today = new Date("2031-01-01T10:00:00Z");
    const plans = createGroupPlans(admin().firestore, () => today);
    const created = await plans.create("uid-ana", {
      key: "clock-key-0123456789",
      name: "Later",
      nights: 3,
      party: party("Ana"),
    });
    if (!created.ok) throw new Error(created.error);
    const first = await plans.createInvite(created.planId, "uid-ana");
    const second = await plans.createInvite(created.planId, "uid-ana");
    if (!first.ok || !second.ok) throw new Error("invite failed");
    await plans.revokeInvite(created.planId, "uid-ana", first.invite.id);
    expect((await plans.join(created.planId, first.token, "uid-ben", party("Ben"))).ok).toBe(false);
    today = new Date("2031-01-20T10:00:00Z");
    expect((await plans.join(created.planId, second.token, "uid-ben", party("Ben"))).ok).toBe(
      false,
    );
    await plans.addOption(created.planId, "uid-ana", 1);
    expect((await plans.close(created.planId, "uid-ana")).ok).toBe(true);
    expect(await plans.vote(created.planId, "uid-ana", "1", "for")).toEqual({
      ok: false,
      error: "closed",
    });
  });

  it("tells a listener of each change", async () => {
    const { plans, planId, token } = await startPlan();
    const seen: number[] = [];
    const joined = new Promise<void>((resolve, reject) => {
      const stop = plans.watch(
        planId,
        (plan) => {
          seen.push(plan?.parties.length ?? 0);
          if (plan && plan.parties.length === 2) {
            stop();
            resolve();
          }
        },
        reject,
      );
    });
    await plans.join(planId, token, "uid-ben", party("Ben"));
    await joined;
    expect(seen.at(-1)).toBe(2);
  });
});

describe("shared plans and account deletion, and the data export", () => {
  it("a member's party leaves; an organiser's plan passes on; a plan of one goes", async () => {
    const set = services();
    const ana = await newUser(set, { firstName: "Ana", lastName: "Silva" });
    const ben = await newUser(set, { firstName: "Ben", lastName: "Kraus" });
    const plans = set.groupPlans;
    const shared = await plans.create(ana.uid, {
      key: "shared-key-0123456789",
      name: "Shared",
      nights: 4,
      party: party("Ana"),
    });
    const alone = await plans.create(ana.uid, {
      key: "alone-key-0123456789",
      name: "Alone",
      nights: 4,
      party: party("Ana"),
    });
    if (!shared.ok || !alone.ok) throw new Error("create failed");
    const invite = await plans.createInvite(shared.planId, ana.uid);
    if (!invite.ok) throw new Error(invite.error);
    await plans.join(shared.planId, invite.token, ben.uid, party("Ben", "BER", "de"));
    await plans.addOption(shared.planId, ana.uid, 2);
    await plans.vote(shared.planId, ana.uid, "2", "for");
    await plans.markWeeks(shared.planId, ana.uid, ["2031-06-02"]);

    const exported = await set.accountData.exportAccountData(ana.uid);
    expect(exported.sharedPlans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "Shared",
          role: "organiser",
          votes: [{ destinationId: 2, vote: "for" }],
          optionsAdded: [2],
          party: expect.objectContaining({ originAirport: "LIS", weeks: ["2031-06-02"] }),
        }),
      ]),
    );
    // Ben's party is his, not Ana's: her export does not hold it.
    expect(JSON.stringify(exported.sharedPlans)).not.toContain("BER");

    const erased = await set.accountErasure.eraseAccount({
      uid: ana.uid,
      currentPassword: ana.password,
    });
    if (!erased.ok) throw new Error(erased.error);
    expect(erased.report.sharedPlans).toBe(2);
    const left = await plans.get(shared.planId);
    expect(left?.organiserUid).toBe(ben.uid);
    expect(left?.parties.map((entry) => entry.uid)).toEqual([ben.uid]);
    expect(left?.votes["2"]).toEqual({});
    expect(left?.options[0]?.addedBy).toBeNull();
    expect(await plans.get(alone.planId)).toBeNull();
    expect(
      JSON.stringify(
        (await admin().firestore.collection(GROUP_PLANS).get()).docs.map((doc) => doc.data()),
      ),
    ).not.toContain(ana.uid);
  });
});
