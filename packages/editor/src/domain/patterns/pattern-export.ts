import { downloadBlob } from '../../data/download-blob';
import { patternFile, patternFileName } from './pattern-file';
import { type PatternItem, patternTitle } from './pattern-item';

type Exported = Pick<PatternItem, 'title' | 'name' | 'content' | 'syncStatus'>;

/** The text 'Export as JSON' writes: the pattern file, indented by two spaces. */
export function patternFileText(item: Exported): string {
  return JSON.stringify(patternFile(item), null, 2);
}

/** The file 'Export as JSON' downloads: its name and a JSON Blob of the pattern file. */
export function patternDownload(item: Exported): { fileName: string; blob: Blob } {
  return {
    fileName: patternFileName(patternTitle(item)),
    blob: new Blob([patternFileText(item)], { type: 'application/json' }),
  };
}

/** Export as JSON (spec 2 §5): downloads `{title}.json` holding the pattern file. */
export function exportPatternAsJson(item: Exported, doc: Document = document): void {
  const { fileName, blob } = patternDownload(item);
  downloadBlob(blob, fileName, doc);
}
