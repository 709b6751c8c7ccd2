import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bankChange, merchantInfo } from '../../../shared/commands/merchant/infos.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { SingletonScreen } from '../../kit/resource/SingletonScreen.js';
import { BankChangeCard } from './BankChangeCard.js';
import './merchant.css';

/**
 * /merchant/infos: the vendor's §3 organisation fields on the kit's form ("organization information
 * updated" on save), and under it the bank-account change waiting for an admin, which an admin
 * approves or rejects here for the vendor he picked in the header.
 */
export default function MerchantInfos() {
  const queryClient = useQueryClient();
  const { selection } = useSession();
  return (
    <SingletonScreen singleton={merchantInfo as unknown as AnySingleton}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: [bankChange.id, selection.vendorId] })}>
      <BankChangePanel />
    </SingletonScreen>
  );
}

function BankChangePanel() {
  const { selection } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [bankChange.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(bankChange, {}, { signal }),
  });
  if (query.isError) return <p className="form-error" role="alert">{errorText(query.error)}</p>;
  const change = query.data?.item;
  if (!change) return null;
  return (
    <BankChangeCard change={change} onDecided={async (item) => {
      queryClient.setQueryData([bankChange.id, selection.vendorId], { item });
      await queryClient.invalidateQueries({ queryKey: [merchantInfo.get.id] });
    }} />
  );
}
