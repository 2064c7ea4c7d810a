import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Scorecard } from '@/contract/scorecard';
import { scorecardCsv, scorecardFileName } from '../scorecard-csv';
import { useScorecardWords } from '../use-scorecard-words';

/** "CSV herunterladen": the figures on screen, as the UI's language's spreadsheets read them. */
export function CsvDownloadButton({ card }: { card: Scorecard }) {
  const { language, csvLabels } = useScorecardWords();
  const download = () => {
    const blob = new Blob([scorecardCsv(card, language, csvLabels)], {
      type: 'text/csv;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = scorecardFileName(card, language);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button variant="secondary" onPress={download}>
      <Download aria-hidden className="size-4" />
      <Trans>CSV herunterladen</Trans>
    </Button>
  );
}
