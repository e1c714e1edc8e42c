import { type AffiliateDetailAnswer, type CouponRow, commissionForm, newCouponForm } from "#common/api/admin.ts";
import { FormError } from "#web/components/form/FormError.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ActionButton, ConfirmButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import { Card, itemView } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction, useActionForm } from "#web/features/admin/parts/data.ts";
import { amounts, dateTime } from "#web/features/admin/parts/format.ts";
import { LanguageSelect, languageName } from "#web/features/admin/parts/LanguageSelect.tsx";
import {
  addAffiliateCoupon,
  loadAffiliate,
  sendPasswordLink,
  setAffiliateDisabled,
  setAffiliateLanguage,
  setCommission,
} from "./api";

/** One partner: figures, commission, account state, codes, set-your-password link. */
export default itemView(Affiliate, {
  back: { section: "affiliates", label: "All affiliates" },
  noun: "affiliate",
  load: loadAffiliate,
});

const col = tableColumns<CouponRow>();
const couponColumns = [
  col.accessor("code", { header: "Code", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
  col.accessor("percentOff", { header: "Discount", cell: (c) => (c.getValue() === null ? "—" : `${c.getValue()}%`) }),
  col.accessor("stripePromotionCodeId", {
    header: "Stripe promotion code",
    cell: (c) => <span className={styles.mono}>{c.getValue() ?? "made outside the console"}</span>,
  }),
  col.accessor("createdAt", { header: "Added", cell: (c) => dateTime(c.getValue()) }),
];

const coupons = {
  columns: couponColumns,
  rowId: (c: CouponRow) => c.code,
  emptyMessage: "No code",
  height: 240,
  minWidth: 640,
};

function CommissionForm({ id, current, reload }: { id: number; current: number; reload: () => void }) {
  const form = useZodForm(commissionForm, { commissionPercent: String(current) });
  const action = useActionForm((data: { commissionPercent: number }) => setCommission(id, data), reload);
  return (
    <form onSubmit={form.submit(action.run)} noValidate aria-labelledby="commission-title">
      <h3 id="commission-title" className="visually-hidden">
        Commission
      </h3>
      <div className={`${styles.toolbar} ${styles.withField} ${styles.narrowField}`}>
        <TextField
          label="Commission (%)"
          name="commissionPercent"
          inputMode="numeric"
          {...form.field("commissionPercent")}
        />
        <SubmitButton label="Save commission" pendingLabel="Saving..." size="normal" {...form.button} />
      </div>
      <FormError message={action.error} />
    </form>
  );
}

function CouponForm({ id, reload }: { id: number; reload: () => void }) {
  const form = useZodForm(newCouponForm, { code: "", percentOff: "10" });
  const action = useActionForm((data: { code: string; percentOff: number }) => addAffiliateCoupon(id, data), reload);
  return (
    <form
      className={styles.spaced}
      onSubmit={form.submit(async (data) => {
        if (await action.run(data)) form.reset();
      })}
      noValidate
    >
      <div className={styles.formGrid}>
        <TextField label="New code" name="code" autoComplete="off" {...form.field("code")} />
        <TextField label="Buyer's discount (%)" name="percentOff" inputMode="numeric" {...form.field("percentOff")} />
      </div>
      <SubmitButton label="Add code" pendingLabel="Adding..." size="normal" {...form.button} />
      <FormError message={action.error} />
    </form>
  );
}

function Affiliate({ data, reload }: { data: AffiliateDetailAnswer; reload: () => void }) {
  const { affiliate } = data;
  const action = useAction();
  const id = affiliate.id;
  return (
    <>
      <Card
        id="affiliate-title"
        title={
          <>
            {affiliate.username}{" "}
            {affiliate.disabled ? <Badge tone="bad">disabled</Badge> : <Badge tone="ok">enabled</Badge>}
          </>
        }
      >
        <dl className={styles.facts}>
          <dt>E-mail</dt>
          <dd>{affiliate.email}</dd>
          <dt>Mails in</dt>
          <dd>{languageName(affiliate.locale)}</dd>
          <dt>Since</dt>
          <dd>{dateTime(affiliate.createdAt)}</dd>
          <dt>Sales (paid)</dt>
          <dd>{amounts(affiliate.sales)}</dd>
          <dt>Commission earned</dt>
          <dd>{amounts(affiliate.commission)}</dd>
        </dl>
        <CommissionForm
          key={affiliate.commissionPercent}
          id={id}
          current={affiliate.commissionPercent}
          reload={reload}
        />
        <div className={`${styles.toolbar} ${styles.withField} ${styles.narrowField}`}>
          <LanguageSelect
            label="Language of their mails"
            value={affiliate.locale}
            disabled={action.busy === "language"}
            onChange={(locale) => action.run("language", () => setAffiliateLanguage(id, locale), reload)}
          />
        </div>
        <div className={styles.actions}>
          {affiliate.disabled ? (
            <ActionButton
              label="Enable"
              busy={action.busy === "status"}
              onClick={() => action.run("status", () => setAffiliateDisabled(id, false), reload)}
            />
          ) : (
            <ConfirmButton
              label="Disable"
              title={`Disable ${affiliate.username}?`}
              busy={action.busy === "status"}
              onConfirm={() => action.run("status", () => setAffiliateDisabled(id, true), reload)}
            >
              <p>They are signed out of the portal at once and cannot sign in until you enable the account again.</p>
            </ConfirmButton>
          )}
          <ActionButton
            label="Send set-your-password link"
            busy={action.busy === "link"}
            disabled={affiliate.disabled}
            onClick={() => action.run("link", () => sendPasswordLink(id), reload)}
          />
        </div>
      </Card>

      <Card id="coupons-title" landmark={false} title="Coupon codes">
        <VirtualTable {...coupons} rows={data.coupons} label="Coupon codes" />
        <CouponForm id={id} reload={reload} />
      </Card>
    </>
  );
}
