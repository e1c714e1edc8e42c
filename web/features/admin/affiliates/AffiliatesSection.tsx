import { signal } from "@preact/signals-react";
import { useLocation } from "wouter";
import type { z } from "zod/mini";
import { type AffiliateRow, newAffiliateForm } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { Dialog, DialogCloseButton, useDialogState } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { SearchList } from "#web/features/admin/parts/ConsoleList.tsx";
import { itemCell, listAndItems } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useActionForm } from "#web/features/admin/parts/data.ts";
import { amounts } from "#web/features/admin/parts/format.ts";
import { LanguageSelect } from "#web/features/admin/parts/LanguageSelect.tsx";
import { newAffiliate, searchAffiliates } from "./api";

/** The search, kept while the operator opens a partner and comes back. */
const query = signal("");

import AffiliateDetail from "./AffiliateDetail";

const col = tableColumns<AffiliateRow>();
const columns = [
  col.accessor("username", { header: "Affiliate", cell: itemCell("affiliates") }),
  col.accessor("email", { header: "E-mail" }),
  col.accessor("coupons", { header: "Codes", cell: (c) => c.getValue().join(", ") || "—" }),
  col.accessor("commissionPercent", { header: "Commission", cell: (c) => `${c.getValue()}%` }),
  col.accessor("sales", { header: "Sales", cell: (c) => amounts(c.getValue()) }),
  col.accessor("commission", { header: "Earned", cell: (c) => amounts(c.getValue()) }),
  col.accessor("disabled", {
    header: "Account",
    cell: (c) => (c.getValue() ? <Badge tone="bad">disabled</Badge> : <Badge tone="ok">enabled</Badge>),
  }),
];

const FORM_ID = "new-affiliate";
const empty = { username: "", email: "", commissionPercent: "30", code: "", percentOff: "10", locale: "en" };

/** Creates the partner, their Stripe coupon and promotion code; the partner gets the set-your-password mail. */
function NewAffiliate({ onCreated }: { onCreated: (id: number) => void }) {
  const [open, setOpen] = useDialogState();
  const form = useZodForm(newAffiliateForm, empty);
  const create = useActionForm(
    (data: z.output<typeof newAffiliateForm>) => newAffiliate(data),
    (created) => {
      setOpen(false);
      form.reset();
      onCreated(created.id);
    },
  );
  return (
    <>
      <button ref={open.returnTo} type="button" className={buttonClass("primary")} onClick={() => setOpen(true)}>
        New affiliate
      </button>
      <Dialog
        open={open.value}
        onOpenChange={setOpen}
        title="New affiliate"
        actions={
          <>
            <DialogCloseButton label="Cancel" />
            <SubmitButton label="Create" pendingLabel="Creating..." form={FORM_ID} size="normal" {...form.button} />
          </>
        }
      >
        <form id={FORM_ID} onSubmit={form.submit(create.run)} noValidate>
          <TextField label="Username" name="username" autoComplete="off" {...form.field("username")} />
          <EmailField label="E-mail" {...form.field("email")} />
          <TextField
            label="Commission (%)"
            name="commissionPercent"
            inputMode="numeric"
            {...form.field("commissionPercent")}
          />
          <TextField label="Coupon code" name="code" autoComplete="off" {...form.field("code")} />
          <TextField label="Buyer's discount (%)" name="percentOff" inputMode="numeric" {...form.field("percentOff")} />
          <LanguageSelect label="Language of their mails" {...form.field("locale")} />
          <p className={styles.muted}>
            The code is created at Stripe as a coupon and promotion code, so it works at checkout at once. The partner
            receives a link to choose their password, in the language chosen here.
          </p>
          <FormError message={create.error} />
        </form>
      </Dialog>
    </>
  );
}

function AffiliateList() {
  const [, navigate] = useLocation();
  return (
    <SearchList
      filter={query}
      search={{ label: "Search affiliates", placeholder: "Username or e-mail", maxLength: 254 }}
      actions={
        <NewAffiliate onCreated={(id) => navigate(pathTo("admin-item", { section: "affiliates", id: String(id) }))} />
      }
      columns={columns}
      label={(query) => (query ? `Affiliates matching ${query}` : "Affiliates")}
      fetchPage={searchAffiliates}
      emptyMessage={(query) => (query ? "No affiliate matches this search" : "No affiliates yet")}
      muted={(a) => a.disabled}
      minWidth={1040}
    />
  );
}

/** /admin/affiliates (list, new) and /admin/affiliates/<id> (one partner). */
export default listAndItems(AffiliateList, AffiliateDetail);
