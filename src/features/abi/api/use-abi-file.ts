import { useMutation } from '@tanstack/react-query';
import { downloadAbiFile, getDownloadAbiFileQueryKey } from '@/generated/api/abi/abi';
import type { AbiResourceType } from '@/generated/model';
import { saveFile } from '@/lib/download';
import { useSession } from '@/lib/session/session-provider';

export interface AbiFile {
  fileId: number;
  /** The name the file is saved under (it carries its extension). */
  fileName: string;
  resourceType: AbiResourceType;
  /** The observance or content item the file belongs to. */
  resourceId: number;
}

/**
 * Downloads an observance attachment or a content library file through `/api/abi/files` (spec section 7)
 * and saves it under its name. A failure toasts the Observances message (spec section 8: "also when a
 * file download fails"), on both ABI screens. A download: it times out on no progress, not in total.
 */
export function useAbiFileDownload() {
  const { company } = useSession();
  const mutation = useMutation({
    mutationKey: getDownloadAbiFileQueryKey(),
    mutationFn: async (file: AbiFile) => {
      const blob = await downloadAbiFile(
        {
          fileId: file.fileId,
          companyId: company?.id ?? 0,
          resourceType: file.resourceType,
          resourceId: file.resourceId,
        },
        { download: true },
      );
      saveFile(blob, file.fileName);
    },
    meta: { errorToast: 'abi:errors.observances' },
  });
  return { download: mutation.mutate, pending: mutation.isPending, variables: mutation.variables };
}
