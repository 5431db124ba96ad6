import type { Container } from '@otto/shared/container';
import { useDocument } from '../../store/document.store';
import { ExportMenu } from '../exports/export-menu';

export interface ContainerExportProps {
  projectId: string;
  messageId: string;
  container: Container;
}

/**
 * The export menu under a message that carries its own container (the A-roll log, the scripted
 * story) rather than an edit: its first story is what the editing apps receive.
 */
export function ContainerExport({ projectId, messageId, container }: ContainerExportProps) {
  const project = useDocument((s) => s.projects[projectId]);
  if (!project) return null;
  return (
    <div className="flex justify-end">
      <ExportMenu
        project={project}
        message={{ id: messageId, data: { prompt: '', container, containerId: container.id, storyIndex: 0 } }}
      />
    </div>
  );
}
