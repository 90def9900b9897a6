import type { Role } from '@sellerdesk/domain';

/** Channel Talk's command function: queues commands until its script has loaded (vendor protocol). */
type ChannelIOFunction = ((command: string, options?: unknown) => void) & {
  q?: unknown[][];
  c?: (args: unknown[]) => void;
};

declare global {
  interface Window {
    ChannelIO?: ChannelIOFunction;
    ChannelIOInitialized?: boolean;
  }
}

export const CHANNEL_TALK_SCRIPT_URL = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

export type ChatMember = { username: string; name: string; email: string; mobileNumber: string; role: Role };

export type ChatWidget = {
  /** Boots the widget for the member; loads the vendor script first. Does nothing without a plugin key. */
  boot(pluginKey: string, member: ChatMember): void;
  /** Ends the member's chat session (logout). Safe to call when nothing was loaded. */
  shutdown(): void;
};

export function createChatWidget(win: Window = window, doc: Document = document): ChatWidget {
  let bootedFor: string | null = null;

  function installStub(): ChannelIOFunction {
    if (win.ChannelIO) {
      return win.ChannelIO;
    }
    const stub: ChannelIOFunction = (...args: unknown[]) => stub.c?.(args);
    stub.q = [];
    stub.c = (args) => stub.q?.push(args);
    win.ChannelIO = stub;
    if (!win.ChannelIOInitialized) {
      win.ChannelIOInitialized = true;
      const script = doc.createElement('script');
      script.async = true;
      script.src = CHANNEL_TALK_SCRIPT_URL;
      doc.head.appendChild(script);
    }
    return stub;
  }

  return {
    boot(pluginKey, member) {
      if (!pluginKey) {
        return;
      }
      if (bootedFor === member.username) {
        return;
      }
      const channelIO = installStub();
      channelIO('boot', {
        pluginKey,
        memberId: member.username,
        profile: {
          name: member.name,
          email: member.email,
          mobileNumber: member.mobileNumber,
          role: member.role,
        },
      });
      bootedFor = member.username;
    },
    shutdown() {
      bootedFor = null;
      win.ChannelIO?.('shutdown');
    },
  };
}

export const chatWidget: ChatWidget = createChatWidget();
