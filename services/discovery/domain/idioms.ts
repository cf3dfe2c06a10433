import { DEAD_LAST, NOT_WORTH_LIVING_WITHOUT_A_TREAT } from './crisis-text.ts';
import { gatesOf } from './regex-gate.ts';
import { words } from './text.ts';

/** Something "calling my name" (or me), said last. */
const CALLING_ME = String.raw`calling (?:my name|me)(?= (?:again|tonight|today|now|already|lol|haha)$|$)`;

/** The age from which a number says old age. */
const OLD_AGE = 65;
const childAged = (age: number) => (age < 13 ? 'child' : age < 20 ? 'teenager' : 'grown child');
const ownAge = (age: number) => (age >= OLD_AGE ? ' old' : age >= 13 && age < 20 ? ' a teenager' : '');

/**
 * Everyday idioms said in their plain sense: those built on death and killing, so "my phone died" is
 * not answered with verses about what happens when we die, and phrasal ones whose words alone mean
 * something else ("driving me crazy" is not about driving). Each pair: the idiom over the query's words
 * (contractions written out), and what it means.
 */
const IDIOMS: readonly (readonly [RegExp, string | ((...match: string[]) => string)])[] = [
  // Aching feet and a joke that "killed me" come before the rest of what is killing me.
  [/\bmy (feet|back|head|knees?|legs?|arms?|neck|shoulders|hands|eyes|ears) (?:is|are) (?:just |really |literally |so )?killing me\b/g, 'my $1 ache and i am weary'],
  [/\b(?:that|the|this|his|her|your|their) (?:joke|meme|video|comedian|show|movie|story|skit) (?:really |literally |just |totally )?(?:killed|kills|is killing|slayed) me\b/g, 'so funny full of joy'],
  [/\b(?:is|are) (?:just |really |literally |so )?killing me\b/g, 'is overwhelming me'],
  [/\b(?:dead|dog|bone) tired\b|\bdead on my feet\b|\bdead beat\b/g, 'exhausted weary'],
  [/\b(?:dying|died|die|dead) (?:of|from|with) (?:laughter|laughing)\b|\b(?:almost |nearly )?(?:died|die|dying) laughing\b|\blaugh\w* so hard i (?:almost|nearly|could have) died\b/g, 'full of joy'],
  [/\b(?:died|die|dying) of (?:embarrassment|shame|cringe)\b/g, 'embarrassed'],
  [/\bdead serious\b/g, 'completely serious'],
  // Wrecking a marriage or a friendship is ruining it, not a crash.
  [/\bwreck(?:ed|ing|s)? (my|our|his|her|their|the|a) (marriage|friendship|relationship|family|life|home|career|reputation|credit|chances)\b/g, 'ruined $1 $2'],
  // "Every single day" is every day: the day is not single.
  [/\bevery single (day|night|morning|evening|time|week|month|year|hour|minute|moment|one|thing|person|sunday)\b/g, 'every $1'],
  [/\b(?:died|die|dying) of boredom\b/g, 'bored'],
  // Nearly dying when a crush texted back is a flutter; "dying my hair" is dyeing it; "i'm dead" at a meme is laughter.
  [/\b(?:almost|nearly|literally|just about) died when (?:my |the |a )?(?:crush|boyfriend|girlfriend|boss|teacher|mom|mother|dad|father|friends?|he|she|they|someone|everyone)\b(?: (?:texted|called|walked in|said|saw|asked|noticed|replied|messaged|waved|smiled|looked|laughed)(?: back| at me| in| hi)?)/g, 'was so nervous and excited'],
  [/\b(?:dying|dyed|dye|die) (?:(my|her|his|our|their|the|some|these|those) )?((?:easter )?(?:hair|beard|eyebrows|roots|shirts?|clothes|jeans|eggs|fabric|yarn|wool))(?: (?:blue|red|pink|purple|green|black|blonde|blond|brown|gray|grey|white|orange|silver))?\b/g, 'coloring $1 $2'],
  [/\bi am (?:literally |actually |so |completely )?dead\b(?! inside\b)(?=(?:(?!\b(?:not|nothing|no longer|never)\b).){0,40}\b(?:hilarious|funny|lol|lmao|meme|joke|laugh\w*|rofl)\b)|\b(?:lol|lmao|rofl) i am (?:literally |so )?dead\b/g, 'full of joy'],
  // Asking Jesus to "take the wheel" of one's life is surrender, not a life taken.
  [/\b(?:jesus|god|lord) (?:please )?(?:to )?take the wheel(?: of my life)?\b/g, 'i surrender control to god'],
  // A bed, the mountains or a pizza "calling my name" is rest, wanderlust or a temptation; it is not name-calling.
  [new RegExp(String.raw`\b(?:my |the )?(?:bed|couch|sofa|pillow|nap|hammock) (?:is|keeps) ${CALLING_ME}`, 'g'), 'need rest weary'],
  [new RegExp(String.raw`\b(?:the )?(?:mountains?|beach|ocean|sea|lake|woods|forest|outdoors|trails?|open road) (?:is|are|keeps?) ${CALLING_ME}`, 'g'), 'i need rest in creation'],
  [new RegExp(String.raw`\b(?<!(?:god|jesus|lord|he|christ) )(?:is|are|keeps?) ${CALLING_ME}`, 'g'), 'is tempting me'],
  [/\bsleep in(?: (?:forever|for ever|all day|till noon|until noon|all weekend|late)\b|(?= (?:tomorrow|today|on (?:\w+day|the weekend)|this (?:weekend|morning|\w+day))\b|$))/g, 'need rest weary'],
  [/\b(?:going to|will|would) die if\b/g, 'will be so stressed if'],
  [/\bsick to death of\b/g, 'fed up with'],
  // A live-in caregiver written without the hyphen is not "tired of being alive".
  [/\blive in (caregiver|nanny|aide|nurse|help)\b/g, 'full time $1 at home'],
  [/\btime to kill\b/g, 'time to wait'],
  [DEAD_LAST, 'last place disappointed'],
  // "hella" is very, not hell; an appointment (not a therapy one, which the library knows) is a plan for the day, not "appointed for men to die once".
  [/\bhella\b/g, 'very'],
  [/(?<!\b(?:therapy|therapist|psychiatrist|psychiatric|counseling|counselling|counselor|counsellor|psych) )\bappointments?\b/g, 'plans'],
  // A life, a job or a pain that "is hell" is suffering, not eternal punishment; a question of what hell is stays one.
  [
    /(?<=\b\w+ )(?<!\b(?:what|where|why|how|who|which|if|whether|there|not) )\b(?:is|was|are|were|been|feels like|feel like|felt like|is like) (?:(?:a|an|pure|absolute|total|literally|just|such|living|utter|complete|sheer) )*hell\b(?! (?:real|eternal|forever|a real place|a place|fire|hot|like|literal|for eternity|described|mentioned|in the bible|separation|torment|punishment)\b)/g,
    'is suffering and so hard',
  ],
  [/\bgoing through (?:pure |absolute |sheer )?hell\b|\b(?:a )?living hell\b|\bhell on earth\b/g, 'suffering'],
  // "My late husband" is a husband who died, not a late one.
  [/\b(my|our|her|his) late (husband|wife|mother|father|mom|dad|son|daughter|brother|sister|grandmother|grandfather|grandma|grandpa|friend|best friend|partner|fiance|fiancee|uncle|aunt)(?:'s|s)?\b/g, '$1 $2 who died'],
  // A spouse who left and took the children is a family torn apart, not "one taken, one left" of the rapture.
  [/\b(?:left(?: me)?|walked out|moved out) and took (?:the|our|my) (?:kids|children|baby|son|daughter)\b|\btook (?:the|our|my) (?:kids|children|baby) and (?:left(?: me)?|moved out|walked out)\b/g, "left me and won't let me see my kids"],
  [NOT_WORTH_LIVING_WITHOUT_A_TREAT, 'i am so thankful for $1'],
  // A dog or the kids put to bed is bedtime, not a pet put to sleep.
  [/\bput(?:ting)? (?:my|the|our|his|her) (?:dogs?|cats?|puppy|kitten|pets?|kids|baby|children|son|daughter) to bed\b/g, 'tucked in at bedtime'],
  // Better off without an old printer or a bad habit is no need for it; better off without me stays what it says.
  [/\bbetter off without (?=(?:the|that|this|those|these|a|an|all|some|any|our|their) )(?!(?:\w+ ){1,4}like me\b)(?!(?:a|an|the) (?:burden|loser|failure|disappointment|mistake|waste)\b)/g, 'with no need for '],
  // A reason to live somewhere is a reason to stay there, not a reason to go on living.
  [/\breason to (?:live|keep living) (in|here|there|near|at|with)\b(?! (?:fear|sin|shame|guilt|the past|darkness|bondage|worry|regret|anxiety)\b)/g, 'reason to stay $1'],
  [/\b(?:my|the|our|his|her|their|your) (?:cell |car |phone |laptop )?(phone|cell|battery|car|laptop|computer|tablet|tv|printer|engine|charger|headphones|wifi|internet)(?: battery)? (?:died|is dead|has died|just died)\b/g, 'frustrated and annoyed'],
  [/\ba (?:car |phone )?battery (?:died|is dead|has died)\b/g, 'frustrated and annoyed'],
  [/\b(bored|scared|frightened|worried|sick|tired|stressed|terrified) to death\b/g, '$1'],
  [/\b(to|i) die to (?:myself|self|sin|the flesh|my flesh|my old self)\b/g, '$1 deny myself take up my cross discipleship'],
  [/\bdying to (know|find out)\b/g, 'impatient to $1'],
  [/\bdying to (?!self\b|sin\b|the flesh\b|myself\b)/g, 'longing to '],
  [/\b(?:killed|kill|killing|killin|crushed|crushing|crushin|nailed) it\b/g, 'succeeded thankful'],
  [/\b(?:kill|killing|killin|crush|crushing|crushin|slay|slaying|slayin|smash|smashing|smashin) (?:this|that|the|my|tonight's|todays|today's|tomorrow's) (workout|run|test|exam|interview|presentation|game|match|race|audition|performance|shift|speech|recital|finals?|gym session|leg day|solo|pitch)\b/g, '$1 hard work diligence'],
  [/\b(?:kill|killing) time (?:before|until|at) (?:my |the |our )?(flight|plane|boarding|trip|train|gate)\b/g, 'waiting for my $1 travel'],
  [/\b(?:kill|killing) time\b/g, 'waiting'],
  [/\bmy (marriage|faith|relationship|prayer life|church|spirit|heart|soul|career|love life|sex life) (?:is|feels) dead\b/g, 'my $1 feels lifeless'],
  [/\bdead end\b/g, 'stuck'],
  [/\b(?:at )?(?:the )?end of my (?:rope|tether)\b|\bat my wits end\b/g, 'overwhelmed and desperate'],
  [/\bdrop dead (gorgeous|beautiful)\b/g, '$1'],
  [/\bover my dead body\b/g, 'refuse'],
  [/\bto die for\b/g, 'wonderful'],
  [/\b(\w+) (?:will|is going to|would) kill me\b/g, '$1 will be angry with me'],
  [/\b(?:would|could|id) (?:kill|die) for (?:a |some |one )?(?:nap|sleep|rest|break|day off|vacation|holiday|quiet day)\b/g, 'need rest weary'],
  [/\b(?:would|could|id) (?:kill|die) for (?:a |some |one )?(?:slice of )?(?:pizza|coffee|burger|tacos?|chocolate|ice cream|cake|cookies?|snack|donuts?|fries|steak|food)\b/g, 'thankful for food'],
  [/\b(?:would|could|id) (?:kill|die) for\b/g, 'long for'],
  [/\b(?:this|my|the) (cold|flu|cough|fever|virus|sinus infection|allergies)\b(?: \w+){0,3} the death of me\b/g, 'i am sick and weary'],
  [/\b(?:is|are|will be|going to be|gonna be) the (?:death|end) of me\b/g, 'is exhausting me'],
  // Plants that keep dying and a phone about to die are frustrations, not deaths.
  [/\bmy (plants?|houseplants?|garden|flowers|tomatoes|tomato plants|lawn|grass|crops|succulents?) (?:keep |keeps |are |is |all )?(?:dying|died|dead)\b/g, 'my $1 keep failing frustrated'],
  [/\b(?:phone|battery|laptop|computer|tablet)\b(?: \w+){0,6}? (?:(?:is )?(?:about to|going to|gonna) die|is (?:almost dead|dying))\b/g, 'frustrated and annoyed'],
  // Crashing after a long week and sleeping for a week are tiredness, not an accident or a bedtime.
  [/\bcrash (?:on|at) (?:the|my|a|his|her|their|your) (?:\w+ )?(?:couch|sofa|bed|futon|floor|place|house)\b/g, 'need rest weary'],
  [/\b(?:going to|gonna|about to|ready to|could|will|want to) crash\b(?! (?:into|my|the|a|on|at|through|course)\b)/g, 'exhausted and need rest'],
  [/\bcould sleep for (?:a week|days|a month|a year|hours|ever)\b/g, 'am exhausted weary'],
  // A haircut one hates is a regret, not a hatred to be answered with loving one's enemies.
  [/\band i (?:really |kind of |totally |just )?hate (?:it|how it looks|the way it looks)\b(?! here| all)/g, 'and i regret it'],
  // Hating one's haircut, commute, chores or the weather is discontent; hating one's voice or smile, an insecurity.
  [/\bi (?:really |totally |just |so |absolutely )?hate (?:everything about )?(?:my (?:new )?|the |this |these |all the )?(haircut|hair color|glasses|outfit|shoes|clothes|commute|schedule|handwriting|phone|car|apartment|room|desk|ringtone|traffic|mornings?|mondays?|alarm|homework|chores|laundry|dishes|winter|rain|weather|meetings|paperwork|taxes)\b/g, 'i am not content with my $1'],
  [/\bi (?:really |totally |just |so )?hate my (voice|laugh|smile|teeth|skin|hair)\b/g, 'i feel insecure about my $1 body image'],
  [/\bsaying goodbye to (?:my |our )?(?:college |school |high school |best |church )?(friends|classmates|roommates|teammates|team|coworkers)\b/g, 'farewell to my $1'],
  [/\bkiller (headache|migraine)\b/g, '$1 pain'],
  [/\bkiller workout\b/g, 'hard workout'],
  [/\bsuicide squad\b/g, 'superhero movie'],
  [/\bsuicide doors?\b/g, 'rear hinged car doors'],
  [/\bshoot(?:ing|s)? (?:some )?hoops\b/g, 'play basketball'],
  [/\bdying inside\b/g, 'hurting inside'],
  // Everyday phrasal idioms whose words alone mean something else ("driving", "fed", "burned").
  [/\b(?:is |are )?driving me (?:crazy|nuts|insane|mad|up the wall)\b/g, 'frustrating me'],
  [/\bfed up\b/g, 'frustrated'],
  [/\b(?<!\b(?:church|congregation|denomination) (?:is |are )?)(?:split|splitting|splits) up\b/g, 'separated'],
  // "we broke up" is a breakup, not being broke.
  [/\b(?:broke|break|breaking|broken) up\b/g, 'breakup'],
  [/\b(?:will not|would not|does not|do not|stopped|refuses to|refused to) (?:talk|talking|speak|speaking) to (me|us)\b/g, 'estranged from $1'],
  [/\b(?:will not|would not|does not|do not|stopped|refuses to|refused to) (?:call|calling|text|texting|answer|answering) (me|us)(?: back)?\b/g, 'estranged from $1'],
  [/\b(?:my|our) (?:car|truck|van|washing machine|washer|dryer|furnace|fridge|laptop|computer|tv) (?:broke down|broke|is broken|stopped working)\b/g, 'frustrated and annoyed'],
  [/\b(?:lost|can not find) my (?:wedding |engagement |favorite |grandmother's |mom's )?(?:wallet|keys|car keys|purse|glasses|passport|ring|bag|phone|laptop|luggage|necklace|watch)\b/g, 'anxious and frustrated'],
  // Being down is sadness, not a day ("i'm down today"); lying down is resting, not lying.
  [/\b(i am|i have been) (?:so |really |a little |kind of |pretty |very )?down\b(?! (?:to|the|with|for|by|at|in|on|here|there|south|town|stairs|a)\b)/g, '$1 sad'],
  [/\b(?:lie|lay|lying|laying) down\b(?! (?:on|in front of|under|across) (?:the )?(?:train |railroad )?(?:tracks|road|highway|traffic))/g, 'rest'],
  // "co-worker" is written as one word or two.
  [/\bco (workers?)\b/g, 'co$1'],
  // Expectations weigh on someone; expecting is a pregnancy.
  [/\bexpectations\b/g, 'pressure'],
  // Friends moving on are moving forward in life, not moving house.
  [/\bmoving on without me\b/g, 'leaving me behind'],
  // Being ghosted is being ignored, not a ghost.
  [/\b(?:ghosted|ghosting)\b/g, 'ignored'],
  // Custody lost is a court's decision, not a child lost.
  [/\b(?:lost|losing|lose) custody of\b/g, 'custody taken by the court of'],
  // Tying the knot is marrying.
  [/\b(?:tied|tie|tying|ties) the knot\b/g, 'got married'],
  // Out of prison is not in it.
  [/\b(?:got|get|getting|just got|came|come|coming) out of (prison|jail)\b/g, 'released from $1'],
  // Coming home is not coming out.
  [/\b(?:came|comes|coming) home\b/g, 'returned home'],
  // Friends lost are friendships ended, not friends who died.
  [/\blost (?:all |a lot of |many |most of )?(?:my |our |of my |of our )?(?:friends|friendships)\b/g, 'friendships ended'],
  // Being fired is losing a job (a fire is not); firing someone is letting them go.
  [/\b(?:got|get|getting|was|were|been|being|just got|am being|is being) fired\b|\bfired me\b/g, 'lost my job'],
  [/\b(?:fire|firing) (?:someone|somebody|an employee|my employee|a worker|one of my employees|a staff member|a coworker)\b/g, 'let an employee go'],
  // "right before christmas" is about when, not about doing right.
  [/\bright (before|after|now|away|when|at the end)\b/g, '$1'],
  // "passed over for a promotion" is not passed away; "we have not spoken in years" is not about years.
  [/\b(?:passed|got passed|was passed|been passed) over\b/g, 'overlooked'],
  // "i passed" is a test passed; someone else who "passed" may have died.
  [/\b(i|we) (?:finally |just |actually )?passed\b(?! away| on\b| out\b)/g, '$1 succeeded'],
  [/\b(?:passed|passes|passing|pass) out\b(?! (?:flyers|papers|tracts|food|candy|bibles|gifts|the|a|an|some|them|it)\b)/g, 'fainted sick'],
  [/\b(?:have not|has not|had not|do not|does not|did not) (?:spoken|talked|talk|speak)(?: to each other| to (?:me|him|her|them|us))? ?(?:in|for) (?:years|months|a long time|ages|a decade|decades)\b|\bwe (?:do not|no longer) (?:talk|speak) (?:anymore|any more)\b/g, 'estranged'],
  [/\bfreak(?:ing|ed)? out\b/g, 'panic'],
  [/\b(?:stole|steals|stolen|stealing) (?:my|his|her|your) heart\b/g, 'in love'],
  [/\b(?:burned|burnt|burning) out\b/g, 'burnout'],
  [/\bliving paycheck to paycheck\b/g, 'struggling with money'],
  [/\b(?:like )?a fish out of water\b/g, 'out of place and lonely'],
  // "Hospitality" shares its stem with "hospital": welcoming guests is not a hospital stay.
  [/\bhospitality\b/g, 'welcoming guests'],
  // God's "no" is a prayer answered otherwise than asked: "says" and "no" alone say nothing a topic can take.
  [/\bgod (?:says|said|is saying|answered|answers|keeps saying) no\b/g, 'unanswered prayer'],
  // Weary of living in debt or in fear is weary of the debt or the fear, not of life.
  [/\b(?:tired|sick|weary) (?:of|to) (?:live|living) (?:in|with) (debt|fear|poverty|sin|shame|guilt|worry|anxiety|the past|regret)\b/g, 'weary of $1'],
  // …and not wanting to live with the guilt of something is that guilt: "the guilt of not visiting my grandma".
  [/\b(?:can not|could not|do not want to|no longer want to) live with (?:the|this|that|my) (guilt|regret|shame) of\b/g, 'weighed down by $1 of'],
  // "what does god say about" asks what Scripture says, not about God speaking.
  [/\bwhat (?:does|do) (?:god|jesus|the lord) (?:say|says|think) about\b/g, 'what does the bible say about'],
  // Not bearing to live with someone is a conflict at home: "i can't live with my roommate anymore" is not about living.
  [/\b(?:can not|could not|hate|tired of|sick of|do not want to|no longer want to) (?:live|living) with (my|our|a) (roommates?|parents|mother|father|in laws|mother in law|father in law|boyfriend|girlfriend|husband|wife|partner|sister|brother|family|ex|kids|son|daughter|grandparents|grandmother|grandfather)\b/g, 'in conflict with $1 $2'],
  // "i'm broke" is about money; "we broke up", "it broke down", "he broke my heart" are not.
  [/\b(am|are|is|was|were|so|totally|completely|flat|dead|always|and) broke\b(?! (?:up|down|into|in|out|my|our|his|her|their|the|it|through|free|off|away|with))/g, '$1 struggling with money'],
  [/\b(?:(?:can not|could not|barely|hardly|struggling to|struggle to|trying to) )?mak(?:e|ing) ends meet\b/g, 'struggling with money'],
  [/\b(is|are|was|were|seems|looks|feels) on the rocks\b/g, '$1 struggling'],
  [/\brough (?:patch|time|season|stretch|spell)\b/g, 'hard time'],
  [/\b(?:on cloud nine|over the moon|on top of the world|walking on air)\b/g, 'so happy'],
  [/\b(?:spinning my wheels|getting nowhere)\b/g, 'stuck and discouraged'],
  [/\b(?:hit|hitting|hits) (?:a |the )?(?:brick )?wall\b/g, 'stuck and discouraged'],
  [/\bin a (?:rut|funk)\b/g, 'stuck and down'],
  [/\bhanging (?:on )?by a thread\b/g, 'barely holding on overwhelmed'],
  [/\b(?:stretched|spread) (?:too |so )?thin\b|\bbit off more than i can chew\b|\bbasket case\b/g, 'overwhelmed'],
  [/\b(?:treading water|(?:keep|keeping|keep my|keeping my) head above water)\b/g, 'barely coping overwhelmed'],
  [/\bburning the candle at both ends\b/g, 'overworked and exhausted'],
  [/\b(?:the )?walls are closing in\b/g, 'trapped'],
  [/\bdown in the dumps\b/g, 'sad and down'],
  [/\bon pins and needles\b/g, 'anxious'],
  [/\bbeside myself\b/g, 'overwhelmed'],
  [/\b(?:on thin ice|in hot water)\b/g, 'facing the consequences'],
  [/\b(?:seeing red|fuming)\b/g, 'angry'],
  [/\b(?:flew|fly|flies) off the handle\b|\b(?:blew|blow|blows) up at\b/g, 'got angry at'],
  [/\b(?:bottling|bottle|bottled) (?:it|things|everything|my feelings) up\b|\bbottling up\b/g, 'hiding my sadness'],
  [/\bon the fence\b|\b(?:am|feel|so) torn\b/g, 'conflicted'],
  [/\b(?:got|getting|have) cold feet\b/g, 'nervous and doubting'],
  [/\bsick and tired of\b|\b(?:am|is|are|so|getting|really) sick of\b/g, 'frustrated with'],
  [/\bunder the weather\b/g, 'sick'],
  [/\b(life|this|everything|it|my life|school|work) (?:really |just |totally )?sucks\b/g, '$1 is hard and frustrating'],
  [/\b(?:am|so) done\b(?! with)/g, 'so frustrated'],
  [/\bleft me on (?:read|seen|delivered)\b/g, 'ignored me'],
  // Someone known by their role who died is grieved, not answered with verses about their role.
  [/\b(?:my|our) (?:youth |old |former |favorite )?(?:teacher|pastor|priest|coach|neighbor|boss|coworker|classmate|mentor|roommate|principal|professor|doctor|nurse|(?:father|mother|brother|sister|son|daughter) in law) (?:just )?(?:died|passed away|was killed)\b/g, 'someone i love died'],
  [/\b(?:my|our) (?:teacher|pastor|coach|neighbor|boss|coworker|classmate|mentor|roommate|church friend|(?:best )?friend|(?:father|mother|brother|sister|son|daughter) in law) (has cancer|is sick|has covid|is dying|is in the hospital)\b/g, 'someone close to me $1'],
  // Cheating on a test is dishonesty, not an affair; savings lost are money, not salvation; faith lost is not a death.
  [/\b(?:cheat|cheats|cheated|cheating|caught cheating) on (?:a |an |the |my |his |her |their )?(?:\w+ )?(test|exam|quiz|homework|taxes|final|finals|assignment|midterm|essay)\b/g, 'dishonest on the $1'],
  // "Made redundant" is laid off; fleeing one's country for a camp is a refugee's life.
  [/\b(?:made|been made|was made|got made|being made) redundant\b/g, 'laid off'],
  [/\b(?:fled|left|escaped|had to leave) (?:our|my|their|his|her) (?:home )?(?:country|homeland|village)\b|\b(?:living|live|stuck|staying) in a (?:refugee |displacement )?camp\b/g, 'refugee fled'],
  [/\b(lost|stole|stolen|took|taken|scammed out of|cheated out of|drained|wiped out) (?:all )?(?:of )?(my|our|his|her|their) (?:life |retirement )?savings\b/g, '$1 $2 money'],
  [/\blost (my|his|her|their|our) faith\b/g, 'stopped believing'],
  [/\bdo not know what to do (?:anymore|any more)\b/g, 'confused and overwhelmed'],
  // Moved by a sermon or a song, not touched by someone.
  [/\b(?:touched|touches|touch) my (?:heart|soul)\b|\b(sermon|song|verse|message|story|words|book|movie|video) (?:really |so |deeply )?touched me\b/g, '$1 stirred my heart'],
  // A raise at work and a rent that goes up are not the dead raised.
  [/\b(?:get|got|getting|gets|ask for|asking for|asked for|no|a|the|my) raise\b/g, 'promotion'],
  [/\b(?:raise|raised|raises|raising) (?:the |my |our )?rent\b/g, 'rent going up'],
  [/\b(?:broke|broken|break|fractured|hurt|injured) (?:my|his|her|their) (leg|arm|ankle|wrist|foot|hand|hip|back|nose|finger|toe|collarbone|rib|ribs|neck|knee|shoulder)\b/g, 'injured my $1'],
  [/\bwalking on eggshells\b/g, 'anxious and afraid'],
  [/\b(?:a )?hole in my heart\b/g, 'empty and grieving'],
  [/\bput my foot in my mouth\b/g, 'said the wrong thing embarrassed'],
  [/\bburned (?:my |all my )?bridges\b/g, 'ruined relationships regret'],
  [/\bliving (with|in|at|on|near|under|together)\b/g, 'staying $1'],
  // Not wanting to live in a place is not wanting to live.
  [/\blive (in|at|near) (this|that|the|my|our|a|an) ((?:\w+ )?(?:city|town|house|apartment|flat|country|state|neighborhood|neighbourhood|place|dorm|area|village))\b/g, 'stay $1 $2 $3'],
  // Throwing up is being sick, not being thrown out.
  [/\b(?:threw|throw|throws|throwing) up\b(?! (?:my|our|his|her|their) hands)|\b(?:vomiting|puking)\b/g, 'sick'],
  // "last night" only says when: it is not a night at bedtime, nor a wedding night.
  [/ ?\blast night\b/g, ''],
  // Children a couple cannot have are infertility, not verses about children; a partner who is not a Christian is an unbeliever.
  [/\b(?:can not|could not|unable to|may never|might never|will never be able to) (?:have|conceive) (?:children|kids|a baby|a child|babies)\b/g, 'infertility'],
  [/\b(?:can not|could not|unable to|not able to|have not been able to|may never|might never|will never) (?:get|be getting|stay) pregnant\b/g, 'infertility'],
  // A church splitting up is a church in conflict, not a couple parting; a shop opened is a business started.
  [/\b(church|congregation|denomination) (?:is|are) (?:splitting|breaking)(?: up| apart)?\b/g, '$1 conflict church split'],
  [/\b(?:opening|starting|launching|open|start|launch|opened|started) (?:my|our|a|his|her) (?:own |new |small )?(?:bakery|business|shop|store|restaurant|cafe|salon|practice|company|food truck|farm stand|daycare|clinic|studio|boutique)\b/g, 'starting a business'],
  [/\b(is|are) not (?:a )?(?:christian|believer)s?\b|\bnot (being) (?:a )?(?:christian|believer)s?\b/g, '$1$2 an unbeliever'],
  [/\b(he|she)(?:'?s)? not (?:a )?(?:christian|believer)\b/g, '$1 is an unbeliever'],
  // People who do not believe, asked about after death, are unbelievers: "where do people who don't believe in god go after death".
  [/\b(?:people|those|someone|anyone|somebody|anybody) who (?:do not|does not|did not|never) (?:believe|believed)(?: in (?:god|jesus|christ|the lord))?\b(?=.{0,40}\b(?:die|dies|died|death|dead|afterlife|after they die|go when)\b)/g, 'unbelievers'],
  // "ill" typed for "i'll" before what one will do: "scared ill mess it all up" is not being ill.
  [/\bill (?=(?:never|be|just|mess|screw|fail|get|have|go|try|make|ever|always|still|probably|lose|miss|see|do|need|find|stop|keep|end up|look|say|tell|call|pray|wait|come|take|give|let|want|think|start|forget|ruin|disappoint|blow|hurt|regret|die|end|leave|run|wake)\b)/g, 'i will '],
  // Someone buried is someone who died; "prettier than me" is comparing oneself with others.
  [/\b(?:buried|are burying|laid to rest) (my|our) ((?:great |little |baby |twin |step |best )?\w+)\b/g, '$1 $2 died'],
  [/\b(?:(?:so|way|much|so much) )?(?:prettier|skinnier|thinner|smarter|richer|cooler|funnier|happier|taller|fitter|more (?:successful|popular|talented|beautiful|attractive|gifted)) than me\b/g, 'better than me comparing myself to others'],
  // Someone close who "passed" died: "wife passed 2 yrs ago" (not an exam passed, nor a ball passed to me).
  [/\b(wife|husband|mother|father|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|baby|friend|best friend|fiance|fiancee|uncle|aunt|cousin|twin)(?: of \d+ (?:years|yrs))? (?:just |recently |suddenly )?passed(?! (?:away|on|the|my|his|her|their|a|an|out|by|me|it|this|that)\b)/g, '$1 died'],
  [/\bpassed (?:my|his|her|their|the|our) (?:\w+ ){0,2}(?:test|tests|exam|exams|boards|class|course|bar|nclex|finals|certification|inspection|audition)\b/g, 'succeeded thankful'],
  // Someone close lost is someone who died ("lost my twin brother"), not the lost sheep; a mother's ring lost stays a ring.
  [/\blost (my|our|his|her|their) ((?:twin |little |big |older |younger |baby |best |step ?)?(?:brother|sister|mother|father|son|daughter|husband|wife|grandma|grandpa|grandmother|grandfather|grandson|granddaughter|friend|child|uncle|aunt|cousin|fiance|fiancee|twin|stepdad|stepmom|stepfather|stepmother))\b(?! (?:watch|ring|phone|keys|number|car|house|wallet|trust|respect|job|necklace|letter|photo|picture)\b)/g, '$1 $2 died'],
  // A patient lost on a shift is a death at work ("we lost a 6 yr old tonight"), not someone gone missing.
  [/\bwe lost (?:a|another|our|the|my) (?:little |young |sweet )?(?:patient|baby|kid|child|boy|girl|newborn|infant|toddler|teen|teenager|mom|dad|mother|father|\d{1,2} ?(?:years?|yrs?|y ?o)(?: old)?|\d{1,2}[- ](?:year|yr)[- ]old)\b/g, 'we lost a patient'],
  // Crops and cattle dying in a drought are a farm failing, not someone dying.
  [/\b(crops?|corn|maize|wheat|cotton|rice|beans|soybeans|garden|plants|grass|pasture|cattle|herd|trees|orchard|vines?) (?:is |are )?(?:dying|dead|burning up|drying up|withering|wilting|gone|failed|ruined|wiped out)\b/g, '$1 failing in the drought'],
  // A surgery gone well or results come back clear is a prayer answered, not the surgery ahead.
  [/\b(?:surgery|operation|procedure|scan|biopsy|mri|mammogram|(?<!pregnancy )tests?|results?|labs?|check ?up) (?:went|came back|were|was|is|are) (?:fine|well|great|good|clear|negative|clean|benign|normal|perfect)\b/g, 'so thankful to god for answered prayer'],
  // Faith's words for a death: "went home to the lord", "god called my wife home", "is with jesus now".
  [/\b(?:went|has gone|had gone|was called|got called|was taken) (?:on )?(?:home )?(?:to be with|to|into) (?:the lord|jesus|god|christ|glory|heaven)\b|\b(?:earned|got|gained) (?:his|her|their) wings\b|\bpromoted to glory\b/g, 'died'],
  [/\b(?:god|the lord|jesus) (?:called|took) (my|our|his|her) ((?:\w+ )?\w+) home\b/g, '$1 $2 died'],
  [/\b(my|our) ((?:\w+ )?\w+) is (?:now |home |safe )?(?:with|in the arms of) (?:the lord|jesus|god|christ)\b/g, '$1 $2 died'],
  // An age in numbers says who, and old age only when it is old: "my 4 yr old" is a child, "52 years old" is not aging, "i am 87" is.
  [/\b(my|our|his|her|their) (\d{1,2}) ?(?:years?|yrs?|y ?o)(?: old)?(?: (son|daughter|boy|girl|kid|child|baby|grandson|granddaughter|brother|sister))?\b/g, (_, whose: string, age: string, who?: string) => `${whose} ${who ?? childAged(Number(age))}`],
  [/\b(my|our|his|her|their) \d{1,2} ?(?:months?|mos?|weeks?|wks?|days?) old(?: (?:son|daughter|boy|girl|baby|grandson|granddaughter))?\b/g, '$1 baby'],
  [/\bi am (\d{2,3})(?: ?(?:years?|yrs?)(?: old)?| ?y ?o)?\b(?! ?(?:weeks?|days?|months?|minutes?|hours?|hrs|percent|pounds|lbs|kg|miles|dollars|k|times)\b)/g, (_, age: string) => `i am${ownAge(Number(age))}`],
  [/(?:^(?=(?:just )?(?:turned|turning) \d{2,3} (?:next|this|today|tomorrow|yesterday|last|on|in|soon)\b)|\bi )(?:am )?(?:just )?(?:turned|turning|about to turn|will turn) (\d{2,3})\b(?! ?(?:percent|dollars|degrees|k)\b)/g, (said: string, age: string) => (ownAge(Number(age)) ? `i am${ownAge(Number(age))}` : said)],
  [/\b(\d{2,3}) ?(?:years?|yrs?) old\b/g, (_, age: string) => (Number(age) >= OLD_AGE ? 'old age' : '')],
];

const mayHold = gatesOf(IDIOMS.map(([idiom]) => idiom));

/** The query with its death idioms said plainly; the query itself when it has none. */
export const plainSense = (query: string): string => {
  const text = words(query).join(' ');
  let out = text;
  for (const [i, [idiom, meaning]] of IDIOMS.entries()) if (mayHold(i, out)) out = typeof meaning === 'string' ? out.replace(idiom, meaning) : out.replace(idiom, meaning);
  return out === text ? query : out;
};
